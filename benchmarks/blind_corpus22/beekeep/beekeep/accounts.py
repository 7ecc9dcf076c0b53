from bottle import Bottle, redirect, request, response
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from .config import CLUB_LDAP, COOKIE_SECRET
from .util import invite_code, reset_token

accounts = Bottle()
DESTINATIONS = {"hives": "/hives/", "photos": "/inspections/photo", "home": "/"}


def _club():
    return Connection(Server(CLUB_LDAP), auto_bind=True)


@accounts.post("/login")
def login():
    username = request.forms.get("username", "")
    conn = _club()
    conn.search("ou=members,dc=beeclub,dc=example", "(&(uid=" + username + ")(memberStatus=active))", attributes=["cn"])
    if not conn.entries:
        redirect("/login?err=1")
    response.set_cookie("account", username, secret=COOKIE_SECRET, path="/")
    redirect(request.query.get("back") or "/hives/")


@accounts.get("/go")
def go():
    redirect(DESTINATIONS.get(request.query.dest, "/"))


@accounts.get("/club/lookup")
def club_lookup():
    conn = _club()
    conn.search("ou=members,dc=beeclub,dc=example", "(cn=*%s*)" % escape_filter_chars(request.query.name), attributes=["cn", "mail"])
    return {"members": [str(e.cn) for e in conn.entries]}


@accounts.post("/remember")
def remember():
    response.set_cookie("account", request.forms.get("username", ""), secret=COOKIE_SECRET, secure=True, httponly=True, samesite="strict", max_age=30 * 86400)
    return {"ok": True}


@accounts.post("/invite")
def invite():
    return {"code": invite_code()}


@accounts.post("/reset")
def reset():
    return {"sent": bool(reset_token(request.forms.get("email", "")))}
