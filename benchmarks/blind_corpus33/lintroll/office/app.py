"""The WSGI application: a regex route table and a session check."""
import re

from .request import Request
from .response import Response, redirect
from .views import garments, reports, staff, tickets

ROUTES = [
    ("GET", r"^/$", reports.dashboard),
    ("GET", r"^/login$", staff.login_form),
    ("POST", r"^/login$", staff.login),
    ("GET", r"^/logout$", staff.logout),
    ("GET", r"^/staff/find$", staff.find),
    ("GET", r"^/staff/team/(\w+)$", staff.team),
    ("GET", r"^/tickets/draft$", tickets.show_draft),
    ("POST", r"^/tickets/draft$", tickets.save_draft),
    ("POST", r"^/tickets/(\d+)/ready$", tickets.mark_ready),
    ("POST", r"^/garments/care-labels$", garments.import_care_labels),
    ("GET", r"^/garments/care$", garments.care_for),
    ("POST", r"^/garments/(\d+)/tag$", garments.print_tag),
    ("GET", r"^/garments/prices$", garments.prices),
    ("GET", r"^/reports/day$", reports.day_report),
    ("GET", r"^/reports/audit$", reports.audit_sample),
]
PUBLIC = {staff.login_form, staff.login}


class OfficeApp:
    def __init__(self):
        self.routes = [(m, re.compile(p), h) for m, p, h in ROUTES]

    def __call__(self, environ, start_response):
        request = Request(environ)
        for method, pattern, handler in self.routes:
            match = pattern.match(request.path)
            if match and method == request.method:
                if handler not in PUBLIC and not staff.current_staff(request):
                    return redirect("/login?then=" + request.path)(environ, start_response)
                request.route_args = match.groups()
                return handler(request)(environ, start_response)
        return Response("<h1>Not found</h1>", status=404)(environ, start_response)
