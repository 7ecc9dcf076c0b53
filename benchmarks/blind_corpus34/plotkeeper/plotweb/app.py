import html
import secrets
from http.cookies import SimpleCookie
from urllib.parse import urlsplit

from . import committee, invoices, trade, water  # noqa: F401  (registers routes)
from .tokens import committee_digest, etag, pick_rotavator_day
from .util import ROUTES, cookies, form, html_response, query, route

import plotlib


@route("/rota")
def rota(environ, start_response):
    q = query(environ)
    conn = plotlib.connect()
    tenants = [r["name"] for r in conn.execute("SELECT name FROM tenant WHERE wants_rotavator = 1")]
    schedule = pick_rotavator_day(tenants, ["Sat 6th", "Sat 13th", "Sat 20th", "Sat 27th"]) if tenants else {}
    heading = html.escape(q.get("title", "Rotavator rota"))
    rows = "".join(f"<tr><td>{d}</td><td>{html.escape(t)}</td></tr>" for d, t in schedule.items())
    body = f"<h1>{heading}</h1><table>{rows}</table>"
    return html_response(start_response, body, headers=[("ETag", etag(body.encode()))])


@route("/committee/login")
def committee_login(environ, start_response):
    f = form(environ)
    conn = plotlib.connect()
    row = conn.execute("SELECT id, salt, pw_sha1 FROM committee WHERE login = ?", (f.get("login", ""),)).fetchone()
    if row is None or committee_digest(f.get("password", ""), row["salt"]) != row["pw_sha1"]:
        return html_response(start_response, "<p>No.</p>", status="403 Forbidden")
    token = secrets.token_hex(20)
    conn.execute("UPDATE committee SET token = ? WHERE id = ?", (token, row["id"]))
    conn.commit()
    jar = SimpleCookie()
    jar["committee"] = token
    jar["committee"]["path"] = "/"
    start_response("302 Found", [("Location", "/committee"), ("Set-Cookie", jar["committee"].OutputString())])
    return [b""]


@route("/committee/logout")
def committee_logout(environ, start_response):
    jar = SimpleCookie()
    jar["committee"] = ""
    jar["committee"].update({"path": "/", "max-age": 0, "secure": True, "httponly": True, "samesite": "Strict"})
    q = query(environ)
    back = q.get("back", "/")
    parts = urlsplit(back)
    if parts.scheme or parts.netloc or not back.startswith("/") or back.startswith("//") or "\\" in back or any(ord(c) < 32 for c in back):
        back = "/"
    start_response("302 Found", [("Location", back), ("Set-Cookie", jar["committee"].OutputString())])
    return [b""]


@route("/seeds/remember")
def remember_swap(environ, start_response):
    jar = SimpleCookie()
    jar["swap_token"] = secrets.token_urlsafe(16)
    jar["swap_token"].update({"path": "/seeds", "secure": True, "httponly": True, "samesite": "Lax"})
    start_response("204 No Content", [("Set-Cookie", jar["swap_token"].OutputString())])
    return [b""]


@route("/go")
def go(environ, start_response):
    target = query(environ).get("to", "/")
    start_response("302 Found", [("Location", target)])
    return [b""]


def application(environ, start_response):
    environ["plotweb.user"] = cookies(environ).get("committee")
    handler = ROUTES.get(environ.get("PATH_INFO", "/"))
    if handler is None:
        return html_response(start_response, "<p>Not found</p>", status="404 Not Found")
    return handler(environ, start_response)
