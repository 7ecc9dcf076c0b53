from html import escape

from .core import Table


def to_html(table: Table, css_class="tk-table"):
    head = "".join("<th>%s</th>" % c for c in table.columns)
    body = "".join("<tr>%s</tr>" % "".join("<td>%s</td>" % v for v in r) for r in table.rows)
    return '<table class="%s"><thead><tr>%s</tr></thead><tbody>%s</tbody></table>' % (css_class, head, body)


def to_html_escaped(table: Table, css_class="tk-table"):
    head = "".join("<th>%s</th>" % escape(str(c)) for c in table.columns)
    body = "".join("<tr>%s</tr>" % "".join("<td>%s</td>" % escape(str(v)) for v in r) for r in table.rows)
    return '<table class="%s"><thead><tr>%s</tr></thead><tbody>%s</tbody></table>' % (escape(css_class, quote=True), head, body)


def link_cell(url, text):
    return f'<a href="{url}" rel="noopener">{escape(text)}</a>'
