import ast
import math

SAFE_MATH = {name: getattr(math, name) for name in ("sqrt", "log", "log10", "sin", "cos", "tan", "pi", "e", "ceil", "floor")}
SAFE_MATH.update(abs=abs, round=round, min=min, max=max)


def handle_calc(ack, respond, command):
    ack()
    expr = command.get("text", "").strip()
    if not expr or len(expr) > 200:
        respond("Usage: /calc <expression>")
        return
    try:
        result = eval(expr, {"__builtins__": {}}, SAFE_MATH)
    except Exception as exc:
        respond("Error: %s" % exc)
        return
    respond("`%s` = *%s*" % (expr, result))


def handle_poll(ack, respond, command):
    """/poll ["Pizza", "Tacos", "Sushi"]"""
    ack()
    try:
        options = ast.literal_eval(command.get("text", "").strip())
    except (ValueError, SyntaxError):
        respond('Usage: /poll ["option 1", "option 2"]')
        return
    if not isinstance(options, (list, tuple)) or not 2 <= len(options) <= 10:
        respond("Give me between 2 and 10 options")
        return
    lines = ["%d\ufe0f\u20e3 %s" % (i + 1, opt) for i, opt in enumerate(options)]
    respond({"response_type": "in_channel", "text": "\n".join(lines)})
