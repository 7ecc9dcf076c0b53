from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config, view_defaults

from ..security import check_password


@view_defaults(route_name="login")
class LoginView:
    def __init__(self, request):
        self.request = request
        self.came_from = request.params.get("came_from", "/jobs")

    @view_config(request_method="GET", renderer="templates/login.jinja2")
    def form(self):
        return {"came_from": self.came_from}

    @view_config(request_method="POST")
    def submit(self):
        email = self.request.POST.get("email", "")
        row = self.request.dbsession.execute(
            "SELECT id, password FROM customers WHERE email = :e", {"e": email}).first()
        if row is None or not check_password(self.request.POST.get("password", ""), row.password):
            return HTTPFound(location=self.request.route_url("login"))
        self.request.session["customer_id"] = row.id
        resp = HTTPFound(location=self.came_from)
        if self.request.POST.get("remember"):
            resp.set_cookie("pressroom_remember", str(row.id), max_age=60 * 60 * 24 * 60)
        resp.set_cookie("pressroom_lang", self.request.POST.get("lang", "en"), max_age=31536000, secure=True, httponly=True)
        return resp


@view_defaults(route_name="logout")
class LogoutView:
    def __init__(self, request):
        self.request = request

    @view_config()
    def logout(self):
        self.request.session.invalidate()
        target = self.request.params.get("to", "home")
        if target not in ("home", "jobs", "quote"):
            target = "home"
        return HTTPFound(location=self.request.route_url(target))
