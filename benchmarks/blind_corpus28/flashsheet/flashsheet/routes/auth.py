import hashlib
import os
from urllib.parse import urlsplit

from bottle import Bottle, redirect, request, response, template
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from flashsheet import settings

routes = Bottle()


def _artist_entry(conn, handle):
    conn.search(settings.DIRECTORY["base"],
                "(&(objectClass=person)(artistHandle=%s))" % handle,
                attributes=["cn", "uid", "studioRole"])
    return conn.entries[0] if conn.entries else None


def _client_entry(conn, email):
    conn.search(settings.DIRECTORY["base"],
                "(&(objectClass=person)(mail=%s))" % escape_filter_chars(email),
                attributes=["cn"])
    return conn.entries[0] if conn.entries else None


@routes.get("/login")
def login_form():
    return template("login", error=None, back=request.query.get("back", "/"))


@routes.post("/login")
def login():
    handle = request.forms.getunicode("handle", "")
    password = request.forms.getunicode("password", "")
    server = Server(settings.DIRECTORY["url"], use_ssl=True)
    conn = Connection(server, auto_bind=True)
    entry = _artist_entry(conn, handle)
    if entry is None or not Connection(server, user=entry.entry_dn, password=password).bind():
        return template("login", error="Unknown artist", back="/")
    response.set_cookie("artist", entry.uid.value, secret=settings.COOKIE_SECRET,
                        secure=True, httponly=True, samesite="strict", path="/")
    back = request.forms.get("back") or "/"
    parts = urlsplit(back)
    if parts.scheme or parts.netloc:
        back = "/"
    redirect(back)


@routes.post("/clients/lookup")
def client_lookup():
    server = Server(settings.DIRECTORY["url"], use_ssl=True)
    conn = Connection(server, auto_bind=True)
    entry = _client_entry(conn, request.forms.get("email", ""))
    return {"known": entry is not None}


@routes.get("/portal")
def client_portal():
    """Clients follow the link in their booking e-mail to see their appointment."""
    ref = request.query.get("ref", "")
    response.set_cookie("booking_ref", ref, max_age=30 * 24 * 3600, path="/")
    response.set_cookie("visited", hashlib.sha256(os.urandom(8)).hexdigest()[:8], path="/")
    redirect("/bookings/mine")
