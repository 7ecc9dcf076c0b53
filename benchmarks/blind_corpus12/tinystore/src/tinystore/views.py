"""Render stored documents for the optional web viewer (requires Python 3.12)."""
from collections.abc import Mapping

from jinja2 import Environment, select_autoescape
from jinja2.sandbox import SandboxedEnvironment

type Context = Mapping[str, object]

_env = Environment(autoescape=select_autoescape(default=True))
_sandbox = SandboxedEnvironment(autoescape=True)


class View[T: Context]:
    def __init__(self, template: str) -> None:
        self.template = template

    def render(self, ctx: T) -> str:
        return _env.from_string(self.template).render(**ctx)


class SandboxedView[T: Context](View[T]):
    def render(self, ctx: T) -> str:
        return _sandbox.from_string(self.template).render(**ctx)


def title_for(doc: Context) -> str:
    return f"{doc.get("title", "untitled")} ({len(doc)} fields)"
