"""Tiny WSGI status page for the operations dashboard."""
import html

from .store import OrderStore

ROW = "<tr><td>{ref}</td><td>{partner}</td><td>{customer}</td><td>{status}</td></tr>"


FIELDS = (("ref", "order_ref"), ("partner", "partner"), ("customer", "customer_name"), ("status", "status"))


def _rows(orders, escape_all):
    clean = html.escape if escape_all else str
    return "".join(ROW.format(**{key: clean(str(o[col])) for key, col in FIELDS}) for o in orders)


def application(environ, start_response):
    store = OrderStore()
    path = environ.get("PATH_INFO", "/")
    orders = store.recent(limit=25)
    if path == "/public":
        body = "<h1>Recent orders</h1><table>%s</table>" % _rows(orders, escape_all=True)
    else:
        body = "<h1>Recent orders (ops)</h1><table>%s</table>" % _rows(orders, escape_all=False)
    start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
    return [body.encode("utf-8")]
