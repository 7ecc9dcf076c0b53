import re

import bleach
import markdown
from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup

ALLOWED_TAGS = ["p", "a", "em", "strong", "code", "pre", "ul", "ol", "li", "h1", "h2", "h3", "blockquote"]

_page_env = Environment(loader=FileSystemLoader("wiki/templates"), autoescape=select_autoescape(["html"]))
_print_env = Environment(loader=FileSystemLoader("wiki/templates/print"), autoescape=False)


_CALC_RE = re.compile(r"<<calc (.+?)>>")


def expand_macros(text):
    """<<calc 3 * 1024>> lets editors embed computed numbers in pages."""
    def _calc(match):
        return str(eval(match.group(1)))
    return _CALC_RE.sub(_calc, text)


def to_html(text):
    return Markup(markdown.markdown(text))


def to_clean_html(text):
    cleaned = bleach.clean(markdown.markdown(expand_macros(text)), tags=ALLOWED_TAGS, attributes={"a": ["href", "title"]}, strip=True)
    return Markup(cleaned)


def render_print(name, body, comments):
    return _print_env.get_template("page.txt.html").render(title=name, body=body, comments=comments)


def render_page(name, body):
    return _page_env.get_template("page.html").render(title=name, body=to_clean_html(body))
