"""/calc <expr> -- quick arithmetic and unit conversions in channel."""
import ast
import math

from opsbot.commands import text_of

UNITS = {"kb": 1024, "mb": 1024 ** 2, "gb": 1024 ** 3, "tb": 1024 ** 4}
MATH_NAMES = {k: getattr(math, k) for k in ("sqrt", "log", "log2", "log10", "ceil", "floor", "pi", "e")}


def _prepare(expr):
    e = expr.lower()
    for unit, factor in UNITS.items():
        e = e.replace(unit, "*%d" % factor)
    return e


def register(app):
    @app.command("/calc")
    def calc(ack, respond, command):
        ack()
        expr = _prepare(text_of(command))
        try:
            result = eval(expr, {"__builtins__": {}}, MATH_NAMES)
        except Exception as exc:
            respond("could not evaluate: %s" % exc)
            return
        respond("`%s` = *%s*" % (text_of(command), result))

    @app.command("/sum")
    def sum_list(ack, respond, command):
        """/sum [1, 2, 3.5] -- add up a pasted Python/JSON list."""
        ack()
        try:
            values = ast.literal_eval(text_of(command))
            total = sum(float(v) for v in values)
        except (ValueError, SyntaxError, TypeError):
            respond("expected a list of numbers")
            return
        respond("sum = *%g*" % total)
