"""Office WSGI application."""
import logging
import re
import traceback

from .handlers import account, jobs, media, quotes, reports
from .http import Request, Response

log = logging.getLogger(__name__)

ROUTES = [
    ("GET", r"^/jobs$", jobs.search),
    ("POST", r"^/login$", account.login),
    ("GET", r"^/logout$", account.logout),
    ("POST", r"^/quote$", quotes.quote),
    ("POST", r"^/quote/bends$", quotes.flue_bends),
    ("GET", r"^/quote/saved$", quotes.saved_quote),
    ("POST", r"^/quote/import$", quotes.import_quote),
    ("POST", r"^/reports$", reports.upload),
    ("GET", r"^/reports/defects$", reports.defects),
    ("GET", r"^/reports/section$", reports.section),
    ("POST", r"^/reports/summary$", reports.summary),
    ("GET", r"^/media/trim$", media.trim),
]


class FlueApp:
    def __init__(self):
        self.routes = [(method, re.compile(pattern), handler) for method, pattern, handler in ROUTES]

    def __call__(self, environ, start_response):
        request = Request(environ)
        try:
            response = self.dispatch(request)
        except Exception:
            log.error("unhandled error\n%s", traceback.format_exc())
            response = Response("<h1>Something went wrong</h1>", "500 Internal Server Error")
        start_response(response.status, response.headers)
        return [response.body]

    def dispatch(self, request):
        for method, pattern, handler in self.routes:
            if method == request.method and pattern.match(request.path):
                return handler(request)
        return Response("<h1>Not found</h1>", "404 Not Found")


application = FlueApp()
