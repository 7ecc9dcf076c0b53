import csv
import html
import io


def to_csv(rows):
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["sku", "host", "name", "price", "url"])
    w.writerows(rows)
    return buf.getvalue()


def to_html(rows):
    body = []
    for sku, host, name, price, url in rows:
        body.append(
            "<tr><td>{}</td><td>{}</td><td><a href=\"{}\">{}</a></td><td>{}</td></tr>".format(
                html.escape(sku), html.escape(host), html.escape(url), html.escape(name), html.escape(price or "")
            )
        )
    return "<table>" + "".join(body) + "</table>"


def changes_html(changes):
    items = ["<li>%s: %s &rarr; %s</li>" % (c["name"], c["old"], c["new"]) for c in changes]
    return "<ul class='changes'>" + "".join(items) + "</ul>"
