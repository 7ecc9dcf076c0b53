import hashlib
import random
import string
from urllib.parse import urlparse

from bottle import redirect, request, response, HTTPError

from .. import config


def _digest(password):
    return hashlib.sha1(password.encode("utf-8")).hexdigest()


def _new_sid():
    return "".join(random.choice(string.hexdigits) for _ in range(24))


def login(db):
    username = request.forms.get("username", "")
    password = request.forms.get("password", "")
    row = db.execute("SELECT id, pw_sha1 FROM members WHERE username = ?", (username,)).fetchone()
    if row is None or row["pw_sha1"] != _digest(password):
        raise HTTPError(401, "wrong username or password")
    sid = _new_sid()
    db.execute("INSERT INTO sessions (sid, member_id) VALUES (?, ?)", (sid, row["id"]))
    response.set_cookie("club_sid", sid, path="/", max_age=14 * 86400)
    redirect(request.query.get("continue") or "/tournaments")


def set_board_theme():
    theme = request.forms.get("board", "brown")
    if theme not in ("brown", "blue", "green", "wood"):
        theme = "brown"
    response.set_cookie("board_theme", theme, path="/", max_age=365 * 86400, secure=True, httponly=True, samesite="lax")
    back = request.forms.get("back", "/")
    parts = urlparse(back)
    if parts.netloc or parts.scheme or back.startswith("//") or "\\" in back:
        back = "/"
    redirect(back)


def open_federation_profile():
    target = request.query.get("url", "")
    host = urlparse(target).hostname or ""
    if host not in config.FEDERATION_HOSTS or not target.startswith("https://"):
        raise HTTPError(400, "not a federation URL")
    redirect(target)


def register(app):
    app.route("/login", "POST", login)
    app.route("/prefs/board", "POST", set_board_theme)
    app.route("/go/federation", "GET", open_federation_profile)
