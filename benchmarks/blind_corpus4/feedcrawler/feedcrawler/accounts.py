"""Login/registration endpoints for the reader UI (same uwsgi app as preview)."""
import hashlib
import os
import secrets
from http import cookies
from urllib.parse import parse_qs

from . import db

SESSION_SECRET = os.environ["FC_SESSION_SECRET"]
_SESSIONS = {}


def _hash(password, salt):
    return hashlib.sha1((salt + password).encode("utf-8")).hexdigest()


def _form(environ):
    size = int(environ.get("CONTENT_LENGTH") or 0)
    return {k: v[0] for k, v in parse_qs(environ["wsgi.input"].read(size).decode()).items()}


def register(environ, start_response):
    f = _form(environ)
    salt = secrets.token_hex(8)
    conn = db.connect()
    conn.execute("INSERT INTO users (email, salt, pw) VALUES (?, ?, ?)", (f["email"], salt, _hash(f["password"], salt)))
    conn.commit()
    start_response("303 See Other", [("Location", "/login")])
    return [b""]


def login(environ, start_response):
    f = _form(environ)
    conn = db.connect()
    row = conn.execute("SELECT id, salt, pw FROM users WHERE email = '%s'" % f.get("email", "")).fetchone()
    if row is None or _hash(f.get("password", ""), row["salt"]) != row["pw"]:
        start_response("401 Unauthorized", [("Content-Type", "text/plain")])
        return [b"bad login"]
    sid = secrets.token_urlsafe(32)
    _SESSIONS[sid] = row["id"]
    qs = parse_qs(environ.get("QUERY_STRING", ""))
    cookie = "fc_sid=%s; Path=/" % sid
    location = qs.get("next", ["/"])[0]
    start_response("302 Found", [("Set-Cookie", cookie), ("Location", location)])
    return [b""]


def current_user(environ):
    jar = cookies.SimpleCookie(environ.get("HTTP_COOKIE", ""))
    morsel = jar.get("fc_sid")
    return _SESSIONS.get(morsel.value) if morsel else None


if __name__ == "__main__":
    from werkzeug.serving import run_simple
    from werkzeug.wsgi import DispatcherMiddleware
    from .preview import preview_app, import_app

    app = DispatcherMiddleware(preview_app, {"/login": login, "/register": register, "/import": import_app})
    run_simple("127.0.0.1", 8081, app, use_debugger=os.environ.get("FC_DEBUG") == "1",
               use_reloader=True)
