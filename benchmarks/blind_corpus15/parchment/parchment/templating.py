import re
import string

_EXPR = re.compile(r"\{\{\s*(.+?)\s*\}\}")


def render(template, context):
    """Render ``{{ expression }}`` placeholders in ``template`` against ``context``."""

    def repl(match):
        return str(eval(match.group(1), {"__builtins__": {}}, dict(context)))

    return _EXPR.sub(repl, template)


def render_simple(template, context):
    """Render ``$name`` placeholders only."""
    return string.Template(template).safe_substitute(context)
