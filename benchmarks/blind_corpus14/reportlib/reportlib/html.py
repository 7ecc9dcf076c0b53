"""HTML building blocks."""
from html import escape
from xml.sax.saxutils import quoteattr


def attrs(**kw):
    return "".join(" %s=%s" % (k.rstrip("_"), quoteattr(str(v))) for k, v in sorted(kw.items()))


def table(rows, headers=None, **kw):
    out = ["<table%s>" % attrs(**kw)]
    if headers:
        out.append("<tr>%s</tr>" % "".join("<th>%s</th>" % escape(str(h)) for h in headers))
    for row in rows:
        out.append("<tr>%s</tr>" % "".join("<td>%s</td>" % escape(str(c)) for c in row))
    out.append("</table>")
    return "\n".join(out)


def link(href, text):
    return '<a href="%s">%s</a>' % (href, escape(text))


def heading(text, level=2):
    level = min(max(int(level), 1), 6)
    return f"<h{level}>{text}</h{level}>"
