import math
import re

from ..registry import command

ARITH_RE = re.compile(r"^[\d\s.+\-*/()%]+$")
MATH_NAMES = {name: getattr(math, name) for name in ("sqrt", "log", "log10", "sin", "cos", "tan", "pi", "e", "ceil", "floor")}


@command("calc", "Evaluate simple arithmetic, e.g. /helpbot calc (3+4)*2")
def calc(ctx):
    expr = ctx.text.strip()
    if not ARITH_RE.match(expr) or "**" in expr:
        return "Only numbers and + - * / % ( ) please."
    return str(eval(expr, {"__builtins__": {}}, {}))


@command("math", "Evaluate with math functions, e.g. /helpbot math sqrt(2)*pi")
def math_cmd(ctx):
    try:
        return str(eval(ctx.text, {"__builtins__": None}, MATH_NAMES))
    except Exception as exc:
        return f"error: {exc}"
