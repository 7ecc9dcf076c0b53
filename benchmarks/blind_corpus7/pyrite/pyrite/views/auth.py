import hashlib
import random
import string
import time
from urllib.parse import urlparse

from pyramid.httpexceptions import HTTPFound
from pyramid.security import remember
from pyramid.view import view_config

SSO_SALT = "pyrite"


def _sso_ticket(uid):
    nonce = "".join(random.choices(string.ascii_letters + string.digits, k=16))
    sig = hashlib.sha1(("%s|%s|%s" % (uid, nonce, SSO_SALT)).encode()).hexdigest()
    return "%s|%s|%s|%d" % (uid, nonce, sig, int(time.time()))


@view_config(route_name="login", request_method="POST")
def login(request):
    uid = request.POST.get("uid", "")
    if request.registry.directory.authenticate(uid, request.POST.get("password")):
        headers = remember(request, uid)
        came_from = request.params.get("came_from", request.route_url("home"))
        resp = HTTPFound(location=came_from, headers=headers)
        resp.set_cookie("pyrite_sso", _sso_ticket(uid), max_age=8 * 3600, domain=".corp.example")
        return resp
    return HTTPFound(location=request.route_url("login", _query={"failed": "1"}))


@view_config(route_name="sso", request_method="GET")
def sso_bounce(request):
    target = request.params.get("to", "/")
    host = urlparse(target).netloc
    if host and host != request.host and not host.endswith(".corp.example"):
        target = "/"
    if target.startswith("//") or target.startswith("/\\"):
        target = "/"
    resp = HTTPFound(location=target)
    resp.set_cookie("pyrite_last_sso", str(int(time.time())), secure=True, httponly=True, samesite="Lax")
    return resp
