from jinja2 import Environment
from jinja2.sandbox import SandboxedEnvironment

_plain = Environment(autoescape=False)
_sandbox = SandboxedEnvironment(autoescape=True)


def render_user_template[T](source: str, context: dict[str, T]) -> str:
    """Render a dashboard panel template written by a team member."""
    return _plain.from_string(source).render(**context)


def render_shared_template[T](source: str, context: dict[str, T]) -> str:
    """Templates from the public gallery go through the sandbox."""
    return _sandbox.from_string(source).render(**context)
