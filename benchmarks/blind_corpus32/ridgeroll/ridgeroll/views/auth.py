import hashlib
import hmac

from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config

STATIC_SALT = "ridgeroll"


def staff_hash(password):
    return hashlib.sha1((STATIC_SALT + password).encode()).hexdigest()


@view_config(route_name="login", request_method="POST")
def login(request):
    login_name = request.POST.get("login", "")
    row = request.db.execute("SELECT pw_hash, role FROM staff WHERE login = ?", (login_name,)).fetchone()
    if row is None or not hmac.compare_digest(row["pw_hash"], staff_hash(request.POST.get("password", ""))):
        return HTTPFound(location=request.route_url("login", _query={"failed": "1"}))
    request.session["staff"] = login_name
    request.session["role"] = row["role"]
    came_from = request.params.get("came_from", request.route_url("jobs"))
    return HTTPFound(location=came_from)


@view_config(route_name="logout")
def logout(request):
    request.session.invalidate()
    section = request.params.get("section", "jobs")
    if section not in ("jobs", "crew", "reed_bundles"):
        section = "jobs"
    return HTTPFound(location=request.route_url(section))
