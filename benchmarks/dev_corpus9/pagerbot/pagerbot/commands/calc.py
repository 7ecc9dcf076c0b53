"""``!calc`` and ``!conv``: quick arithmetic in the incident channel."""
import ast
import math

from ..bot import command

_ALLOWED = (
    ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Load,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.USub, ast.UAdd,
    ast.Name, ast.Call,
)
_FUNCS = {"sqrt": math.sqrt, "log": math.log, "ceil": math.ceil, "floor": math.floor, "round": round}

# Byte and time units accepted by !conv, expressed in the base unit.
UNITS = {
    "b": 1, "kb": 10 ** 3, "mb": 10 ** 6, "gb": 10 ** 9, "tb": 10 ** 12,
    "kib": 2 ** 10, "mib": 2 ** 20, "gib": 2 ** 30, "tib": 2 ** 40,
    "ms": 0.001, "s": 1, "m": 60, "h": 3600, "d": 86400,
}


class CalcError(ValueError):
    pass


def _validate(tree):
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED):
            raise CalcError("not allowed: %s" % type(node).__name__)
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise CalcError("numbers only")
        if isinstance(node, ast.Name) and node.id not in _FUNCS:
            raise CalcError("unknown name %s" % node.id)
        if isinstance(node, ast.Call) and (node.keywords or not isinstance(node.func, ast.Name)):
            raise CalcError("plain function calls only")


@command("calc", "evaluate an arithmetic expression, e.g. !calc 3 * 1024 / 7")
def calc(rest, ctx):
    if len(rest) > 200:
        return "expression too long"
    try:
        tree = ast.parse(rest, mode="eval")
        _validate(tree)
        value = eval(compile(tree, "<calc>", "eval"), {"__builtins__": {}}, dict(_FUNCS))
    except (SyntaxError, CalcError, ZeroDivisionError, OverflowError) as exc:
        return "can't compute that: %s" % exc
    return "`%s` = *%s*" % (rest, value)


@command("conv", "convert units, e.g. !conv 1.5 gib mb")
def conv(rest, ctx):
    try:
        value, src, dst = rest.split()
    except ValueError:
        return "usage: !conv <value> <from> <to>"
    src, dst = src.lower(), dst.lower()
    if src not in UNITS or dst not in UNITS:
        return "unknown unit; try one of %s" % ", ".join(sorted(UNITS))
    result = eval("%s * %r / %r" % (value, UNITS[src], UNITS[dst]))
    return "%s %s = %.4g %s" % (value, src, result, dst)
