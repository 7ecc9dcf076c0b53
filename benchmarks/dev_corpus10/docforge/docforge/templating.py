import re

from jinja2.sandbox import SandboxedEnvironment

from .filters import FILTERS

_sandbox = SandboxedEnvironment(autoescape=True)
_sandbox.filters.update(FILTERS)
_EXPR = re.compile(r"\$\{(.+?)\}")


class Renderer:
    def render(self, source, context):
        raise NotImplementedError


class SandboxRenderer(Renderer):
    def render(self, source, context):
        return _sandbox.from_string(source).render(**context)


class ExpressionRenderer(Renderer):
    """Tiny ${expr} syntax from docforge 1.x."""

    def render(self, source, context):
        scope = dict(context, **FILTERS)
        return _EXPR.sub(lambda m: str(eval(m.group(1), {"__builtins__": __builtins__}, scope)), source)


class RawHtmlRenderer(SandboxRenderer):
    def render(self, source, context):
        body = super().render(source, context)
        title = context.get("title", "")
        return "<html><head><title>%s</title></head><body>%s</body></html>" % (FILTERS["escape"](title), body)


RENDERERS = {"jinja": SandboxRenderer, "expr": ExpressionRenderer, "html": RawHtmlRenderer}
