import os

from jinja2 import Environment, FileSystemLoader, select_autoescape

TEMPLATE_DIR = os.path.join(os.path.dirname(__file__), "templates")

# The e-mail body is plain text, so escaping would only mangle quotes.
text_env = Environment(loader=FileSystemLoader(TEMPLATE_DIR), autoescape=False)

html_env = Environment(loader=FileSystemLoader(TEMPLATE_DIR), autoescape=select_autoescape(["html"]))


def render_email_text(summary):
    return text_env.get_template("summary.txt").render(summary=summary)


def render_dashboard(rows, campaign):
    return html_env.get_template("dashboard.html").render(rows=rows, campaign=campaign)


def render_highlights(rows):
    env = Environment(autoescape=False)
    tpl = env.from_string("<ul>{% for r in rows %}<li>{{ r.comment }}</li>{% endfor %}</ul>")
    return tpl.render(rows=rows)
