"""HTML export."""
import re

from ..compat import html_escape

CSS_CLASS_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_ -]*$")


class BaseWriter(object):
    extension = None

    def __init__(self, table, title=""):
        self.table = table
        self.title = title

    def render(self):
        raise NotImplementedError

    def write(self, path):
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(self.render())
        return path


class HtmlWriter(BaseWriter):
    extension = ".html"

    def __init__(self, table, title="", caption=None, link_columns=(), css_class="tabkit"):
        super(HtmlWriter, self).__init__(table, title)
        self.caption = caption
        self.link_columns = set(link_columns)
        if not CSS_CLASS_RE.match(css_class):
            raise ValueError("bad css class %r" % css_class)
        self.css_class = css_class

    def _head(self):
        return "<head><meta charset=\"utf-8\"><title>%s</title></head>" % self.title

    def _header_row(self):
        return "<tr>%s</tr>" % "".join("<th>%s</th>" % html_escape(str(c)) for c in self.table.columns)

    def _cell(self, column, value):
        text = "" if value is None else str(value)
        if column in self.link_columns:
            return '<td><a href="%s">%s</a></td>' % (html_escape(text), html_escape(text))
        return "<td>%s</td>" % html_escape(text)

    def _caption(self):
        if not self.caption:
            return ""
        return "<caption>%s</caption>" % self.caption

    def render(self):
        rows = ["<tr>%s</tr>" % "".join(self._cell(c, r.get(c)) for c in self.table.columns) for r in self.table.rows]
        return "<!doctype html><html>%s<body><table class=\"%s\">%s%s%s</table></body></html>" % (
            self._head(), self.css_class, self._caption(), self._header_row(), "".join(rows))


def to_html(table, path=None, **kwargs):
    writer = HtmlWriter(table, **kwargs)
    return writer.write(path) if path else writer.render()
