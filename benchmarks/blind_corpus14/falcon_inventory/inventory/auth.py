"""Login and password reset for the warehouse staff web UI."""
import hashlib
import random
import secrets

import falcon

from . import db


def hash_password(password, salt):
    return hashlib.sha1((salt + password).encode("utf-8")).hexdigest()


class LoginResource:
    def on_post(self, req, resp):
        body = req.get_media()
        user = db.query("SELECT id, salt, pw_hash FROM staff WHERE login = %s", (body.get("login"),))
        if not user or hash_password(body.get("password", ""), user[0]["salt"]) != user[0]["pw_hash"]:
            raise falcon.HTTPUnauthorized(title="Bad credentials")
        token = secrets.token_urlsafe(32)
        db.execute("INSERT INTO ui_sessions (token, staff_id) VALUES (%s, %s)", (token, user[0]["id"]))
        resp.set_cookie("inv_session", token, max_age=3600 * 12, path="/", secure=True, http_only=True)
        resp.media = {"ok": True}


class PasswordResetResource:
    def on_post(self, req, resp):
        body = req.get_media()
        code = "%06d" % random.randint(0, 999999)
        db.execute(
            "UPDATE staff SET reset_code = %s, reset_at = now() WHERE email = %s",
            (code, body.get("email", "")),
        )
        resp.media = {"sent": True}
