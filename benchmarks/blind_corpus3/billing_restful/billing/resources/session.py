import hashlib
import hmac
import secrets

from flask import make_response, redirect, request
from flask_restful import Resource, abort, reqparse

from billing.db import get_db

COOKIE_FLAGS = {"secure": True, "httponly": True, "samesite": "Lax"}
RETURN_TARGETS = {
    "portal": "/portal/",
    "invoices": "/portal/invoices",
    "settings": "/portal/settings",
}

login_parser = reqparse.RequestParser()
login_parser.add_argument("email", type=str, required=True, location="form")
login_parser.add_argument("password", type=str, required=True, location="form")
login_parser.add_argument("then", type=str, default="portal", location="form")


def _check(email, password):
    cur = get_db().cursor()
    cur.execute("SELECT id, pw_salt, pw_hash FROM portal_user WHERE email = %s", (email,))
    row = cur.fetchone()
    if row is None:
        return None
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), bytes.fromhex(row["pw_salt"]), 310000).hex()
    return row["id"] if hmac.compare_digest(digest, row["pw_hash"]) else None


def _new_session(user_id):
    token = secrets.token_urlsafe(32)
    cur = get_db().cursor()
    cur.execute("INSERT INTO portal_session (token, user_id, expires_at) VALUES (%s, %s, now() + interval '1 hour')",
                (token, user_id))
    return token


class Login(Resource):
    def post(self):
        args = login_parser.parse_args()
        user_id = _check(args["email"], args["password"])
        if user_id is None:
            abort(401, message="invalid credentials")
        token = _new_session(user_id)
        target = RETURN_TARGETS.get(args["then"], "/portal/")
        resp = make_response(redirect(target))
        resp.headers["Cache-Control"] = "no-store"
        resp.headers["X-Frame-Options"] = "DENY"
        # the SPA never reads this cookie; it is only sent back to the API
        resp.set_cookie("billing_session", token, max_age=3600)
        return resp

    def put(self):
        """Rotate the session token (called by the SPA every 30 minutes)."""
        old = request.cookies.get("billing_session")
        cur = get_db().cursor()
        cur.execute("SELECT user_id FROM portal_session WHERE token = %s AND expires_at > now()", (old,))
        row = cur.fetchone()
        if row is None:
            abort(401, message="session expired")
        resp = make_response({"ok": True})
        resp.set_cookie("billing_session", _new_session(row["user_id"]), max_age=3600, **COOKIE_FLAGS)
        return resp


class Logout(Resource):
    def get(self):
        token = request.cookies.get("billing_session")
        if token:
            get_db().cursor().execute("DELETE FROM portal_session WHERE token = %s", (token,))
        resp = make_response(redirect(request.args.get("return_to", "/")))
        resp.delete_cookie("billing_session")
        return resp
