import hashlib

import ldap
from bottle import Bottle, HTTPError, redirect, request, response
from ldap.filter import escape_filter_chars

from . import config
from .db import fetch

members = Bottle()


@members.post("/login")
def login():
    email = request.forms.get("email", "")
    rows = fetch("SELECT id, pw_hash FROM members WHERE email = ?", (email,))
    pw = request.forms.get("password", "")
    salt, _, stored = rows[0]["pw_hash"].partition("$") if rows else ("", "", "")
    if not rows or hashlib.pbkdf2_hmac("sha256", pw.encode(), salt.encode(), 310000).hex() != stored:
        raise HTTPError(401, "no")
    response.set_cookie("member", str(rows[0]["id"]), secret=config.COOKIE_SECRET, path="/")
    redirect(request.query.get("back") or "/show")


@members.get("/logout")
def logout():
    response.delete_cookie("member", path="/")
    redirect("/")


@members.get("/members/find")
def find_member():
    conn = ldap.initialize(config.LDAP_URL)
    conn.simple_bind_s()
    town = request.query.get("town", "")
    res = conn.search_s(config.LDAP_BASE, ldap.SCOPE_ONELEVEL, "(&(objectClass=guildMember)(l=%s))" % town, ["cn"])
    return {"members": [a["cn"][0].decode() for _, a in res]}


@members.get("/members/email")
def member_email():
    conn = ldap.initialize(config.LDAP_URL)
    conn.simple_bind_s()
    name = escape_filter_chars(request.query.get("name", ""))
    res = conn.search_s(config.LDAP_BASE, ldap.SCOPE_ONELEVEL, "(cn=%s)" % name, ["mail"])
    return {"mail": [a["mail"][0].decode() for _, a in res]}


@members.post("/theme")
def theme():
    t = request.forms.get("theme", "light")
    response.set_cookie("theme", t if t in ("light", "dark") else "light", secure=True, httponly=True)
    return {"theme": t}
