import html


def render_table(rows, headers=None):
    """Render a list of tuples as an HTML table."""
    out = ["<table>"]
    if headers:
        out.append("<tr>" + "".join("<th>%s</th>" % html.escape(str(h)) for h in headers) + "</tr>")
    for row in rows:
        out.append("<tr>" + "".join("<td>%s</td>" % html.escape(str(c)) for c in row) + "</tr>")
    out.append("</table>")
    return "".join(out)
