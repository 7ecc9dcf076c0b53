import hashlib
import hmac
import secrets
from urllib.parse import urlsplit

from ..db import connect
from ..http import Response, redirect

SESSIONS = {}


def login(request):
    form = request.form
    row = connect().execute("SELECT pw_md5, name FROM staff WHERE username = ?", (form.get("username", ""),)).fetchone()
    given = hashlib.md5(form.get("password", "").encode()).hexdigest()
    if row is None or not hmac.compare_digest(row["pw_md5"], given):
        return Response("<p>Login failed</p>", "401 Unauthorized")
    token = secrets.token_urlsafe(32)
    SESSIONS[token] = row["name"]
    response = redirect(form.get("then") or "/jobs")
    response.add_header("Set-Cookie", f"fw_session={token}; Path=/; Secure; HttpOnly; SameSite=Strict")
    return response


def logout(request):
    SESSIONS.pop(request.cookies.get("fw_session", ""), None)
    target = request.query.get("then", "/")
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
        target = "/"
    return redirect(target)
