"""Members area, plain WSGI behind mod_wsgi."""
import hashlib
import os
import sqlite3
from html import escape
from http import cookies
from urllib.parse import parse_qs

DB_PATH = os.environ.get("MEMBERS_DB", "/var/www/data/members.db")


def _params(environ):
    return {k: v[0] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}


def _form(environ):
    size = int(environ.get("CONTENT_LENGTH") or 0)
    body = environ["wsgi.input"].read(size).decode("utf-8")
    return {k: v[0] for k, v in parse_qs(body).items()}


def profile(environ, start_response):
    q = _params(environ)
    conn = sqlite3.connect(DB_PATH)
    cur = conn.cursor()
    cur.execute("SELECT display_name, bio FROM members WHERE handle = '" + q.get("handle", "") + "'")
    row = cur.fetchone() or ("unknown", "")
    body = "<h1>%s</h1><p>%s</p>" % (escape(row[0]), escape(row[1]))
    start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
    return [body.encode("utf-8")]


def greet(environ, start_response):
    who = _params(environ).get("who", "member")
    start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
    return [("<p>Welcome back, " + who + "</p>").encode("utf-8")]


def login(environ, start_response):
    form = _form(environ)
    conn = sqlite3.connect(DB_PATH)
    row = conn.execute("SELECT id, pw FROM members WHERE handle = ?", (form.get("handle", ""),)).fetchone()
    digest = hashlib.sha1(form.get("password", "").encode("utf-8")).hexdigest()
    if row is None or row[1] != digest:
        start_response("403 Forbidden", [("Content-Type", "text/plain")])
        return [b"denied"]
    jar = cookies.SimpleCookie()
    jar["members_sid"] = os.urandom(16).hex()
    jar["members_sid"]["path"] = "/"
    start_response("302 Found", [("Location", "/"), ("Set-Cookie", jar["members_sid"].OutputString())])
    return [b""]


def set_theme(environ, start_response):
    theme = _params(environ).get("theme", "light")
    theme = theme if theme in ("light", "dark") else "light"
    headers = [("Location", "/"), ("Set-Cookie", "theme=%s; Path=/; Secure; HttpOnly; SameSite=Lax" % theme)]
    start_response("302 Found", headers)
    return [b""]


ROUTES = {"/profile": profile, "/greet": greet, "/login": login, "/theme": set_theme}


def application(environ, start_response):
    handler = ROUTES.get(environ.get("PATH_INFO", "/"))
    if handler is None:
        start_response("404 Not Found", [("Content-Type", "text/plain")])
        return [b"not found"]
    return handler(environ, start_response)
