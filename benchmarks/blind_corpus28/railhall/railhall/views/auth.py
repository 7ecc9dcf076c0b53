from urllib.parse import urlparse

from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config

from railhall.directory import ClubDirectory


def _local_only(target, request):
    parts = urlparse(target)
    if parts.scheme or parts.netloc or not target.startswith("/"):
        return request.route_url("home")
    return target


@view_config(route_name="login", renderer="templates/login.jinja2", request_method="GET")
def login_form(request):
    return {"came_from": request.params.get("came_from", "/")}


@view_config(route_name="login", request_method="POST", renderer="templates/login.jinja2")
def login(request):
    directory = ClubDirectory(request.registry.settings)
    login = request.POST.get("login", "")
    conn = directory.bind_as(login, request.POST.get("password", ""))
    if conn is None:
        return {"error": "Anmeldung fehlgeschlagen", "came_from": request.POST.get("came_from", "/")}
    member = directory.member_record(conn, login)
    request.session["member"] = {"login": login, "name": member.cn.value if member else login}
    came_from = request.POST.get("came_from") or "/"
    return HTTPFound(location=came_from)


@view_config(route_name="logout")
def logout(request):
    request.session.invalidate()
    resp = HTTPFound(location=_local_only(request.params.get("to", "/"), request))
    resp.set_cookie("railhall_remember", "", max_age=0)
    return resp


@view_config(route_name="home", renderer="templates/home.jinja2")
def home(request):
    member = request.session.get("member")
    resp = request.response
    if member and request.params.get("remember") == "1":
        resp.set_cookie("railhall_remember", member["login"], max_age=60 * 60 * 24 * 90)
    return {"member": member}
