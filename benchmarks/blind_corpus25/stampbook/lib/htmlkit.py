import html


def page(title, body):
    return "<!doctype html><html><head><title>%s</title></head><body>%s</body></html>" % (html.escape(title), body)


def table(rows, cols):
    head = "".join("<th>%s</th>" % html.escape(c) for c in cols)
    body = "".join("<tr>%s</tr>" % "".join("<td>%s</td>" % html.escape(str(r[c])) for c in cols) for r in rows)
    return "<table><tr>%s</tr>%s</table>" % (head, body)
