"""Users can define their own note layouts with a tiny template language."""
import jinja2
from jinja2.sandbox import SandboxedEnvironment

_sandbox = SandboxedEnvironment(autoescape=True)


def render_user_template(source: str, note) -> str:
    return jinja2.Template(source).render(note=note, title=note.title, body=note.body)


def render_team_template(source: str, note) -> str:
    return _sandbox.from_string(source).render(note=note, title=note.title, body=note.body)
