import html
import re

FILTERS = {}


def register(name):
    def deco(fn):
        FILTERS[name] = fn
        return fn
    return deco


@register("escape")
def escape(value):
    return html.escape(str(value), quote=True)


@register("upper")
def upper(value):
    return str(value).upper()


@register("nl2br")
def nl2br(value):
    return "<br>".join(html.escape(line) for line in str(value).splitlines())


@register("link")
def link(value, label=None):
    return '<a href="%s">%s</a>' % (value, label or value)


_URL = re.compile(r"https?://[^\s<]+")


@register("linkify")
def linkify(value):
    return _URL.sub(lambda m: link(html.escape(m.group(0))), html.escape(str(value)))
