import hashlib
import os

from bottle import HTTPError, request, response

from .db import rows

COOKIE_KEY = os.environ.get("BOTTLERACK_COOKIE_KEY", "")


def _pw_digest(password):
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def _firmware_digest(blob):
    return hashlib.sha1(blob).hexdigest()


def install(app):
    @app.post("/login")
    def login():
        user = request.forms.get("user", "")
        found = rows("SELECT user, pw FROM operators WHERE user = ?", (user,))
        if not found or found[0]["pw"] != _pw_digest(request.forms.get("password", "")):
            raise HTTPError(401)
        response.set_cookie("rack_user", user, secret=COOKIE_KEY, path="/")
        response.set_cookie("rack_ui", "compact", path="/", httponly=True, secure=True, samesite="lax")
        return {"ok": True}

    @app.post("/firmware/verify")
    def verify_firmware():
        upload = request.files.get("image")
        expected = request.forms.get("sha1", "").lower()
        return {"match": _firmware_digest(upload.file.read()) == expected}
