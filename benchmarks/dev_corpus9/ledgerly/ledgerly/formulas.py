"""Cell formula evaluation.

Workbooks store formulas as text beginning with ``=``.  Sheets created in
the web editor are evaluated by :class:`ArithmeticEvaluator`.  Workbooks
imported from the 1.x desktop client stored formulas as Python expressions
and are evaluated by :func:`evaluate_legacy` until they are re-saved.
"""
import ast
import keyword
import math
import operator
import re

CELL_REF = re.compile(r"\b([A-Z]{1,3})([0-9]{1,5})\b")
RANGE_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,63}$")


class FormulaError(ValueError):
    pass


def column_number(letters):
    n = 0
    for ch in letters:
        n = n * 26 + (ord(ch) - 64)
    return n


def column_letters(n):
    out = ""
    while n:
        n, rem = divmod(n - 1, 26)
        out = chr(65 + rem) + out
    return out


def expand_range(start, end):
    m1, m2 = CELL_REF.fullmatch(start), CELL_REF.fullmatch(end)
    if not (m1 and m2):
        raise FormulaError("bad range %s:%s" % (start, end))
    c1, c2 = column_number(m1.group(1)), column_number(m2.group(1))
    r1, r2 = int(m1.group(2)), int(m2.group(2))
    return [
        "%s%d" % (column_letters(c), r)
        for c in range(min(c1, c2), max(c1, c2) + 1)
        for r in range(min(r1, r2), max(r1, r2) + 1)
    ]


def _sum(*values):
    total = 0
    for v in values:
        total += sum(v) if isinstance(v, (list, tuple)) else v
    return total


def _avg(*values):
    flat = []
    for v in values:
        flat.extend(v if isinstance(v, (list, tuple)) else [v])
    return sum(flat) / len(flat) if flat else 0


def evaluate_legacy(formula, cells):
    """Evaluate a formula from a 1.x workbook.

    1.x formulas may call a handful of math helpers and refer to cells by
    their A1 names, e.g. ``=sqrt(A1) + SUM(B1, B2)``.
    """
    expr = formula[1:] if formula.startswith("=") else formula
    env = {name: getattr(math, name) for name in ("sqrt", "floor", "ceil", "log", "exp")}
    env.update(SUM=_sum, AVG=_avg, MIN=min, MAX=max, ROUND=round)
    env.update(cells)
    return eval(expr, {"__builtins__": {}}, env)


class ArithmeticEvaluator(object):
    """Evaluates ``=A1 * 2 + SUM(B1, B2)`` style formulas."""

    node_types = (
        ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load,
        ast.Call, ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Mod, ast.USub, ast.UAdd,
    )
    functions = {"SUM": _sum, "AVG": _avg, "MIN": min, "MAX": max, "ROUND": round, "ABS": abs}

    def __init__(self, cells):
        self.cells = cells

    def _check(self, tree):
        for node in ast.walk(tree):
            if not isinstance(node, self.node_types):
                raise FormulaError("unsupported syntax: %s" % type(node).__name__)
            if isinstance(node, ast.Constant) and type(node.value) not in (int, float):
                raise FormulaError("only numeric literals are allowed")
            if isinstance(node, ast.Name):
                if node.id not in self.functions and not CELL_REF.fullmatch(node.id):
                    raise FormulaError("unknown name %s" % node.id)
            if isinstance(node, ast.Call):
                if not isinstance(node.func, ast.Name) or node.func.id not in self.functions:
                    raise FormulaError("unknown function")

    def evaluate(self, formula):
        text = formula[1:] if formula.startswith("=") else formula
        try:
            tree = ast.parse(text, mode="eval")
        except SyntaxError as exc:
            raise FormulaError(str(exc))
        self._check(tree)
        names = dict(self.functions)
        for ref in {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} - set(self.functions):
            value = self.cells.get(ref, 0)
            names[ref] = float(value) if value not in (None, "") else 0.0
        code = compile(tree, "<cell>", "eval")
        return eval(code, {"__builtins__": {}}, names)


def parse_dropdown_options(text):
    """Dropdown validations store their choices as a list literal."""
    try:
        options = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        raise FormulaError("dropdown options must be a list")
    if not isinstance(options, (list, tuple)):
        raise FormulaError("dropdown options must be a list")
    return [str(o) for o in options]


def build_range_accessors(ranges):
    """Generate one accessor function per named range.

    ``ranges`` maps a range name to ``(start, end)`` cell references.  The
    generated functions are attached to the recalculation namespace so that
    formulas can call ``Budget(cells)``.
    """
    lines = []
    for name, (start, end) in sorted(ranges.items()):
        if not RANGE_NAME.match(name) or keyword.iskeyword(name):
            raise FormulaError("invalid range name %r" % name)
        if not (CELL_REF.fullmatch(start) and CELL_REF.fullmatch(end)):
            raise FormulaError("invalid range bounds for %s" % name)
        lines.append("def %s(cells):" % name)
        lines.append("    return [cells.get(k, 0) for k in _expand(%r, %r)]" % (start, end))
    namespace = {"_expand": expand_range}
    exec(compile("\n".join(lines), "<ranges>", "exec"), namespace)
    return {name: namespace[name] for name in ranges}


class ValidationRule(object):
    """A per-column data validation rule such as ``value >= 0``."""

    def __init__(self, source):
        self.source = source
        self._code = compile(source, "<validation>", "eval")

    def __call__(self, value):
        return bool(eval(self._code, {"__builtins__": {}}, {"value": value}))
