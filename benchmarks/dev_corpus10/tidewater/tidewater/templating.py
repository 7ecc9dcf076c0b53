from jinja2 import Environment, FileSystemLoader, select_autoescape

env = Environment(loader=FileSystemLoader("templates"), autoescape=select_autoescape(["html"]))
raw_env = Environment(autoescape=False)


def render_page(name: str, **ctx) -> str:
    return env.get_template(name).render(**ctx)


def render_snippet(source: str, **ctx) -> str:
    return raw_env.from_string(source).render(**ctx)
