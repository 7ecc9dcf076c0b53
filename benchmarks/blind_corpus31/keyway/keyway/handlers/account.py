import hashlib
import secrets
from urllib.parse import unquote

from ..db import connect
from ..router import Response, redirect_to

SESSIONS = {}


def login(req):
    f = req.form
    row = connect().execute("SELECT id, pw FROM customers WHERE email = ?", (f.get("email", ""),)).fetchone()
    if row is None or row["pw"] != hashlib.md5(f.get("password", "").encode()).hexdigest():
        return Response("denied", "401 Unauthorized")
    sid = secrets.token_hex(20)
    SESSIONS[sid] = row["id"]
    dest = unquote(req.query.get("came_from", "/"))
    r = redirect_to(dest)
    r.header("Set-Cookie", "kw_sid=%s; Path=/" % sid)
    return r


def logout(req):
    SESSIONS.pop(req.cookies.get("kw_sid"), None)
    r = redirect_to("/")
    r.header("Set-Cookie", "kw_sid=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax")
    return r


def locale(req):
    loc = req.query.get("l", "en")[:5]
    back = req.environ.get("HTTP_REFERER", "/")
    if not back.startswith("/") or back.startswith("//"):
        back = "/"
    r = redirect_to(back)
    r.header("Set-Cookie", "kw_locale=%s; Path=/; Secure; HttpOnly" % loc)
    return r
