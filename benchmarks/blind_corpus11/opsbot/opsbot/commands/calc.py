import re

from ..registry import command

_ARITH = re.compile(r"^[0-9+\-*/(). ]{1,64}$")


@command("calc", "calc <expression> - simple arithmetic")
def calc(rest, user):
    if not _ARITH.match(rest):
        return "only numbers and + - * / ( ) please"
    if "**" in rest:
        return "no exponents"
    return str(eval(rest, {"__builtins__": {}}, {}))


@command("py", "py <expr> - evaluate a python expression (debug helper)")
def py(rest, user):
    return repr(eval(rest))
