"""Login / logout for local accounts."""
from urllib.parse import urlparse

from pyramid.httpexceptions import HTTPFound
from pyramid.security import forget, remember
from pyramid.view import view_config

from ..db import fetch_one, request_conn
from ..security import check_password


@view_config(route_name="login", renderer="login.jinja2", request_method=("GET", "POST"))
def login(request):
    came_from = request.params.get("came_from", request.route_url("home"))
    error = None
    if request.method == "POST":
        login_name = request.POST.get("login", "")
        password = request.POST.get("password", "")
        conn = request_conn(request)
        account = fetch_one(conn, "SELECT login, pw_hash FROM local_accounts WHERE login = ?", (login_name,))
        if account and check_password(account["pw_hash"], password):
            headers = remember(request, login_name)
            return HTTPFound(location=came_from, headers=headers)
        error = "Invalid credentials"
    return {"came_from": came_from, "error": error}


@view_config(route_name="logout")
def logout(request):
    next_url = request.params.get("next", "/")
    parsed = urlparse(next_url)
    if (parsed.scheme or parsed.netloc or not next_url.isprintable()
            or not next_url.startswith("/") or next_url.startswith(("//", "/\\"))):
        next_url = request.route_url("home")
    return HTTPFound(location=next_url, headers=forget(request))
