import ast
import string


def render_badge(template: str, member: dict) -> str:
    """render_badge("{cn} - {section}", member)"""
    return eval("f" + repr(template), {}, dict(member))


def render_badge_safe(template: str, member: dict) -> str:
    return string.Template(template).safe_substitute(member)


def compute_field(expr: str, member: dict):
    """compute_field("age >= 18 and section == 'rowing'", member)"""
    code = compile(expr, "<field>", "eval")
    return eval(code, {"__builtins__": {}}, dict(member))


def parse_defaults(text: str) -> dict:
    value = ast.literal_eval(text)
    if not isinstance(value, dict):
        raise TypeError("defaults must be a dict")
    return value
