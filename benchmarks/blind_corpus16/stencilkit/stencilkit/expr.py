"""Expression support for {{ ... }} placeholders."""
import textwrap

_ACCESSOR_SRC = textwrap.dedent(
    """
    def accessor(obj):
        for part in PATH:
            obj = obj[part] if isinstance(obj, dict) else getattr(obj, part)
        return obj
    """
)


def evaluate(expression, context):
    """Evaluate a placeholder expression such as ``price * qty`` against context."""
    return eval(expression, {"__builtins__": {}}, dict(context))


def make_accessor(dotted):
    """Return a function reading ``a.b.c`` from nested dicts/objects."""
    namespace = {"PATH": tuple(p for p in dotted.split(".") if p)}
    exec(_ACCESSOR_SRC, namespace)
    return namespace["accessor"]
