"""The Table class."""
import ast
import csv
import io
import operator

from .compat import string_types

_ALLOWED_NODES = (
    ast.Expression, ast.BoolOp, ast.And, ast.Or, ast.UnaryOp, ast.Not, ast.USub,
    ast.Compare, ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.In, ast.NotIn,
    ast.Name, ast.Load, ast.Constant, ast.Tuple, ast.List,
)


class ExpressionError(ValueError):
    pass


def _compile_condition(text):
    tree = ast.parse(text, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED_NODES):
            raise ExpressionError("unsupported syntax: %s" % type(node).__name__)
    return compile(tree, "<condition>", "eval")


def _parse_cell(text):
    """Turn '12', '3.5', 'None', "'x'" into Python values; anything else stays a string."""
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return text


class Table(object):
    def __init__(self, columns, rows=None):
        self.columns = list(columns)
        self.rows = [dict(zip(self.columns, r)) if not isinstance(r, dict) else dict(r) for r in (rows or [])]

    # -- construction ----------------------------------------------------
    @classmethod
    def from_csv(cls, text_or_file, typed=False, **fmt):
        fh = io.StringIO(text_or_file) if isinstance(text_or_file, string_types) else text_or_file
        reader = csv.reader(fh, **fmt)
        header = next(reader)
        rows = [[_parse_cell(c) for c in r] if typed else r for r in reader]
        return cls(header, rows)

    # -- queries -----------------------------------------------------------
    def where(self, condition):
        """Filter rows with a restricted condition such as ``"qty > 3 and region == 'EU'"``."""
        code = _compile_condition(condition)
        return Table(self.columns, [r for r in self.rows if eval(code, {"__builtins__": {}}, dict(r))])

    def derive(self, name, expression):
        """Add a computed column, e.g. ``t.derive("total", "qty * price")``."""
        for r in self.rows:
            r[name] = eval(expression, {"__builtins__": __builtins__}, dict(r))
        if name not in self.columns:
            self.columns.append(name)
        return self

    def sort(self, key, reverse=False):
        self.rows.sort(key=operator.itemgetter(key), reverse=reverse)
        return self

    def select(self, *names):
        return Table(names, [[r.get(n) for n in names] for r in self.rows])

    def __iter__(self):
        return iter(self.rows)

    def __len__(self):
        return len(self.rows)

    def to_csv(self):
        out = io.StringIO()
        w = csv.DictWriter(out, fieldnames=self.columns)
        w.writeheader()
        w.writerows(self.rows)
        return out.getvalue()
