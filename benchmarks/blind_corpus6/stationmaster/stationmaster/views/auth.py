import random

from pyramid.httpexceptions import HTTPFound
from pyramid.security import forget, remember
from pyramid.view import view_config
from pyramid_mailer import get_mailer
from pyramid_mailer.message import Message
from sqlalchemy import text

from ..security import ldap_authenticate, lookup_by_uid, volunteer_groups


@view_config(route_name="login", renderer="templates/login.pt")
def login(request):
    came_from = request.params.get("came_from", request.route_url("home"))
    error = None
    if request.method == "POST":
        user = ldap_authenticate(request.registry.settings, request.POST.get("email", ""), request.POST.get("password", ""))
        if user:
            request.session["groups"] = volunteer_groups(request.registry.settings, user["uid"])
            headers = remember(request, user["uid"])
            if not came_from.startswith(request.application_url):
                came_from = request.route_url("home")
            return HTTPFound(location=came_from, headers=headers)
        error = "Login failed"
    return {"came_from": came_from, "error": error}


@view_config(route_name="logout")
def logout(request):
    target = request.params.get("next", "home")
    if target not in ("home", "search"):
        target = "home"
    return HTTPFound(location=request.route_url(target), headers=forget(request))


@view_config(route_name="set_lang")
def set_lang(request):
    lang = request.params.get("lang", "en")
    if lang not in ("en", "de", "fr"):
        lang = "en"
    resp = HTTPFound(location=request.route_url("home"))
    resp.set_cookie("_LOCALE_", lang, max_age=365 * 86400)
    return resp


@view_config(route_name="reset", renderer="templates/reset.pt")
def request_reset(request):
    if request.method != "POST":
        return {"sent": False}
    person = lookup_by_uid(request.registry.settings, request.POST.get("uid", ""))
    if person:
        code = "%06d" % random.randint(0, 999999)
        request.dbsession.execute(
            text("INSERT INTO reset_codes (uid, code, expires) VALUES (:u, :c, now() + interval '30 minutes')"),
            {"u": person["uid"], "c": code},
        )
        get_mailer(request).send(Message(
            subject="Archive password reset",
            recipients=[person["mail"]],
            body=f"Your reset code is {code}. It is valid for 30 minutes.",
        ))
    return {"sent": True}
