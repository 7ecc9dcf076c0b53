import hashlib
import random
import string
from urllib.parse import urlparse

from pyramid.httpexceptions import HTTPFound
from pyramid.security import forget, remember
from pyramid.view import view_config

from .. import ldapauth, models


@view_config(route_name="login", renderer="login.jinja2", request_method="GET")
def login_form(request):
    return {"came_from": request.params.get("came_from", "/")}


@view_config(route_name="login", request_method="POST")
def login(request):
    login = request.POST.get("login", "")
    uri = request.registry.settings["termbase.ldap_uri"]
    came_from = request.POST.get("came_from", request.route_url("home"))
    if not ldapauth.authenticate(uri, login, request.POST.get("password", "")):
        return HTTPFound(location=request.route_url("login", _query={"came_from": came_from}))
    if not came_from.startswith(request.application_url):
        came_from = request.route_url("home")
    headers = remember(request, login)
    resp = HTTPFound(location=came_from, headers=headers)
    resp.set_cookie("tb_booth", login, max_age=86400 * 14)
    return resp


@view_config(route_name="logout")
def logout(request):
    target = request.params.get("next", "/")
    here = urlparse(request.application_url)
    there = urlparse(target)
    if (there.scheme or there.netloc) and (there.netloc != here.netloc or there.scheme not in ("http", "https")):
        target = request.route_url("home")
    if target.startswith("//") or "\\" in target:
        target = request.route_url("home")
    resp = HTTPFound(location=target, headers=forget(request))
    resp.delete_cookie("tb_booth")
    return resp


@view_config(route_name="colleagues", renderer="json")
def colleagues(request):
    uri = request.registry.settings["termbase.ldap_uri"]
    lang = request.params.get("lang", "fr")
    mail = request.params.get("mail")
    if mail:
        return [dn for dn, _ in ldapauth.colleague_by_mail(uri, mail)]
    return [a.get("cn", [b""])[0].decode() for _dn, a in ldapauth.colleagues_with(uri, lang)]


@view_config(route_name="apikey", renderer="json", request_method="POST", permission="edit")
def new_api_key(request):
    key = "".join(random.choice(string.ascii_letters + string.digits) for _ in range(32))
    conn = models.connect(request)
    models.store_api_key(conn, request.authenticated_userid, hashlib.sha1(key.encode()).hexdigest())
    request.response.set_cookie("tb_api_hint", key[-4:], secure=True, httponly=True, samesite="Strict")
    return {"key": key}
