import hashlib

from pyramid.httpexceptions import HTTPFound
from pyramid.security import forget, remember
from pyramid.view import view_config

from ..models import DBSession, User

SAFE_DESTINATIONS = frozenset({"home", "recent"})


def check_password(user, password):
    return user.pw_hash == hashlib.sha1(password.encode("utf-8")).hexdigest()


@view_config(route_name="login", request_method="POST")
def login(request):
    login_name = request.POST.get("login", "")
    user = DBSession.query(User).filter_by(login=login_name).first()
    came_from = request.params.get("came_from", request.route_url("home"))
    if user is not None and check_password(user, request.POST.get("password", "")):
        headers = remember(request, user.login)
        return HTTPFound(location=came_from, headers=headers)
    return HTTPFound(location=request.route_url("login"))


@view_config(route_name="logout")
def logout(request):
    dest = request.params.get("then", "home")
    if dest not in SAFE_DESTINATIONS:
        dest = "home"
    return HTTPFound(location=request.route_url(dest), headers=forget(request))
