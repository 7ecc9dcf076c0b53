import re
import traceback

from .handlers import appraisal, auth, catalogue, drafts, labels, photos, setups, tickets
from .request import Req, text

ROUTES = [
    ("GET", re.compile(r"^/tickets$"), tickets.search),
    ("GET", re.compile(r"^/tickets/(?P<ticket_id>\d+)$"), tickets.detail),
    ("POST", re.compile(r"^/login$"), auth.login),
    ("GET", re.compile(r"^/makers$"), auth.maker_directory),
    ("GET", re.compile(r"^/makers/by-number$"), auth.maker_by_number),
    ("GET", re.compile(r"^/logout$"), auth.logout),
    ("GET", re.compile(r"^/language$"), auth.set_language),
    ("GET", re.compile(r"^/photos$"), photos.serve),
    ("GET", re.compile(r"^/photos/thumb$"), photos.thumb),
    ("POST", re.compile(r"^/photos$"), photos.upload),
    ("POST", re.compile(r"^/setups/tension$"), setups.tension),
    ("POST", re.compile(r"^/setups/gauges$"), setups.gauges),
    ("POST", re.compile(r"^/appraisal/comparable$"), appraisal.comparable),
    ("GET", re.compile(r"^/appraisal/index$"), appraisal.price_index),
    ("POST", re.compile(r"^/estimates/restore$"), drafts.restore),
    ("GET", re.compile(r"^/labels/preview$"), labels.preview),
    ("GET", re.compile(r"^/labels/sample$"), labels.sample),
    ("GET", re.compile(r"^/certificates/(?P<cert>[\w-]+)/species$"), catalogue.species),
    ("POST", re.compile(r"^/certificates$"), catalogue.upload),
]


class WorkshopApp:
    def __init__(self, debug=False):
        self.debug = debug

    def dispatch(self, req):
        for method, pattern, handler in ROUTES:
            match = pattern.match(req.path)
            if match and req.method == method:
                return handler(req, **match.groupdict())
        return text("Not found", "404 Not Found")

    def __call__(self, environ, start_response):
        req = Req(environ)
        try:
            status, headers, body = self.dispatch(req)
        except Exception:
            if not self.debug:
                raise
            status, headers, body = "500 Internal Server Error", [("Content-Type", "text/plain")], traceback.format_exc()
        payload = body if isinstance(body, bytes) else body.encode("utf-8")
        start_response(status, headers + [("Content-Length", str(len(payload)))])
        return [payload]


application = WorkshopApp(debug=True)
