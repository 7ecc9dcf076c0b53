"""Page templates: a page whose body starts with #template can be reused
by other pages, filling in {{placeholders}} from the query string."""
from bottle import template

from pagewiki.pages import Page


def render_reusable(template_title, values):
    tpl = Page.find(template_title)
    if tpl is None or not tpl.body.startswith('#template'):
        return None
    source = tpl.body.split('\n', 1)[1] if '\n' in tpl.body else ''
    return template(source, **values)
