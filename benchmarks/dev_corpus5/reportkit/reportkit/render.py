import html
import os
import string

from markupsafe import Markup

TEMPLATE_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "templates")


def render_table(rows, columns, caption=None):
    """Render a list of dicts as an HTML table string."""
    out = ["<table class='rk-table'>"]
    if caption:
        out.append("<caption>%s</caption>" % html.escape(caption))
    out.append("<tr>" + "".join("<th>%s</th>" % html.escape(str(c)) for c in columns) + "</tr>")
    for row in rows:
        out.append("<tr>" + "".join("<td>%s</td>" % row.get(c, "") for c in columns) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def render_list(items, css_class="rk-list"):
    lis = "".join("<li>%s</li>" % html.escape(str(item)) for item in items)
    return '<ul class="%s">%s</ul>' % (html.escape(css_class, quote=True), lis)


def render_badge(label, value):
    return Markup("<span class='rk-badge'>%s: <b>%s</b></span>") % (label, value)


def load_template(name):
    with open(os.path.join(TEMPLATE_DIR, name), encoding="utf-8") as fh:
        return fh.read()


def load_partial(name):
    base = os.path.realpath(os.path.join(TEMPLATE_DIR, "partials"))
    path = os.path.realpath(os.path.join(base, name))
    if os.path.commonpath([base, path]) != base:
        raise ValueError("partial outside template directory: %r" % (name,))
    with open(path, encoding="utf-8") as fh:
        return fh.read()


def render_email_body(template_name, **context):
    """Fill a $placeholder-style HTML template (see templates/*.html)."""
    tpl = string.Template(load_template(template_name))
    return tpl.safe_substitute(**context)
