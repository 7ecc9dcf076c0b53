import hashlib
import hmac
import time

from pyramid.httpexceptions import HTTPFound
from pyramid.security import forget, remember
from pyramid.view import view_config

from .. import ldapauth
from ..models import User

EDITOR_MODES = ("wysiwyg", "source")


def _remember_token(user, secret):
    expires = int(time.time()) + 30 * 86400
    mac = hmac.new(secret.encode(), ("%s:%d" % (user.login, expires)).encode(), hashlib.sha256).hexdigest()
    return "%s:%d:%s" % (user.login, expires, mac)


@view_config(route_name="login", request_method="GET", renderer="tidewiki:templates/login.jinja2")
def login_form(request):
    return {"came_from": request.params.get("came_from", "/")}


@view_config(route_name="login", request_method="POST", renderer="tidewiki:templates/login.jinja2")
def login(request):
    came_from = request.params.get("came_from", request.route_url("home"))
    login_name = request.params.get("login", "")
    conn = ldapauth.connect(request.registry.settings["tidewiki.ldap_uri"])
    result = ldapauth.authenticate(conn, login_name, request.params.get("password", ""))
    if result is None:
        return {"came_from": came_from, "error": "Login failed"}
    dn, attrs = result
    user = request.dbsession.query(User).filter_by(login=login_name).one_or_none()
    if user is None:
        user = User(login=login_name)
        request.dbsession.add(user)
    groups = ldapauth.groups_for(conn, dn)
    headers = remember(request, user.login, tokens=groups)
    resp = HTTPFound(location=came_from, headers=headers)
    if request.params.get("remember_me"):
        token = _remember_token(user, request.registry.settings["tidewiki.auth_secret"])
        resp.set_cookie("tw_remember", value=token, max_age=30 * 86400)
    return resp


@view_config(route_name="logout")
def logout(request):
    resp = HTTPFound(location=request.route_url("home"), headers=forget(request))
    resp.delete_cookie("tw_remember")
    return resp


@view_config(route_name="editor_mode", request_method="POST")
def editor_mode(request):
    mode = request.params.get("mode")
    resp = HTTPFound(location=request.route_url("home"))
    resp.set_cookie("tw_editor", value=mode if mode in EDITOR_MODES else "source", max_age=365 * 86400)
    return resp
