import html
import webbrowser

ROW = "<tr><td><a href=\"{url}\">{title}</a></td><td>{price} {currency}</td></tr>"


def render(rows):
    cells = []
    for url, title, price, currency, _seen in rows:
        cells.append(ROW.format(url=html.escape(url, quote=True), title=title, price=price, currency=currency))
    return "<html><body><table>%s</table></body></html>" % "".join(cells)


def render_summary(count, errors):
    items = "".join("<li>%s</li>" % html.escape(e) for e in errors)
    return "<h2>%d products</h2><ul>%s</ul>" % (count, items)


def open_report(rows):
    path = "/tmp/pricecrawl-report.html"
    with open(path, "w") as fh:
        fh.write(render(rows))
    webbrowser.open("file://" + path)
