import logging
import traceback

from . import settings
from .handlers import account, callouts, files, keycodes, masterkey, orders, pages, staff
from .router import Request, Response, Router

log = logging.getLogger("keyway")


class KeywayApp:
    def __init__(self, debug=False):
        self.debug = debug
        r = Router()
        r.add("GET", "/orders", orders.list_orders)
        r.add("GET", "/orders/(?P<customer>[^/]+)", orders.customer_orders)
        r.add("POST", "/login", account.login)
        r.add("GET", "/logout", account.logout)
        r.add("GET", "/locale", account.locale)
        r.add("POST", "/charts/(?P<site>\\w+)", masterkey.upload_chart)
        r.add("POST", "/charts/(?P<site>\\w+)/check", masterkey.check_chart)
        r.add("GET", "/charts/(?P<site>\\w+)/door", masterkey.door)
        r.add("GET", "/charts/(?P<site>\\w+)/level", masterkey.level)
        r.add("POST", "/callouts", callouts.new_callout)
        r.add("POST", "/insurer", callouts.insurer_callback)
        r.add("POST", "/keys/depths", keycodes.depth_formula)
        r.add("POST", "/keys/cut", keycodes.cut_key)
        r.add("GET", "/invoices/(?P<number>\\d+)", files.invoice)
        r.add("GET", "/photos", files.lock_photo)
        r.add("POST", "/photos", files.upload_photo)
        r.add("POST", "/scans", files.upload_scan)
        r.add("GET", "/staff/on-call", staff.on_call)
        r.add("GET", "/staff/tech", staff.technician)
        r.add("GET", "/quote", pages.quote_page)
        r.add("GET", "/thanks", pages.thanks)
        self.router = r

    def __call__(self, environ, start_response):
        handler, params = self.router.match(environ["REQUEST_METHOD"], environ.get("PATH_INFO", "/"))
        if handler is None:
            resp = Response("not found", "404 Not Found")
        else:
            try:
                resp = handler(Request(environ, params), **params)
            except Exception:
                log.exception("handler failed")
                body = traceback.format_exc() if self.debug else "internal error"
                resp = Response(body, "500 Internal Server Error", "text/plain")
        start_response(resp.status, resp.headers)
        return [resp.body]


application = KeywayApp(debug=settings.DEBUG)
