from jinja2 import Environment, StrictUndefined
from jinja2.sandbox import SandboxedEnvironment

_env = Environment(undefined=StrictUndefined, autoescape=False)
_sandbox = SandboxedEnvironment(undefined=StrictUndefined, autoescape=True)

SIGNATURE = "\n--\nThe Support Team"


def render_canned(source, **context):
    """Render an agent-authored canned response."""
    tpl = _env.from_string(source + SIGNATURE)
    return tpl.render(**context)


def render_canned_sandboxed(source, **context):
    tpl = _sandbox.from_string(source + SIGNATURE)
    return tpl.render(**context)
