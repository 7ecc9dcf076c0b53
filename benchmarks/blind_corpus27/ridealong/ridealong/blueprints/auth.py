import hashlib
import hmac
import os

import ldap
import json
import secrets

from quart import Blueprint, current_app, make_response, redirect, request, session, url_for

bp = Blueprint("auth", __name__, url_prefix="/auth")


def _dn_filter(email):
    local = email.split("@", 1)[0]
    return f"(&(objectClass=user)(sAMAccountName={local}))"


@bp.post("/login")
async def login():
    form = await request.form
    email = form.get("email", "")
    conn = ldap.initialize(current_app.config["LDAP_URI"])
    result = conn.search_s("dc=parkco,dc=net", ldap.SCOPE_SUBTREE, _dn_filter(email))
    if not result:
        return redirect(url_for("auth.login_form"))
    session["user"] = email
    session["return"] = request.args.get("return", "/rides/")
    resp = await make_response(redirect(session["return"]))
    resp.set_cookie("ra_remember", email, max_age=90 * 86400)
    resp.set_cookie("ra_csrf", secrets.token_urlsafe(16), secure=True, httponly=True, samesite="Strict")
    return resp


@bp.get("/prefs")
async def prefs():
    raw = request.cookies.get("ra_prefs", "{}")
    data = json.loads(raw)
    return {"seat": data.get("seat", "any")}


@bp.get("/login")
async def login_form():
    return "<form method='post'><input name='email'><input type='password' name='password'></form>"


@bp.post("/pin")
async def pin():
    form = await request.form
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", form.get("pin", "").encode(), salt, 200_000)
    session["pin"] = (salt.hex(), digest.hex())
    return {"ok": True}


@bp.post("/pin/check")
async def pin_check():
    form = await request.form
    salt, stored = session.get("pin", ("", ""))
    digest = hashlib.md5(bytes.fromhex(salt) + form.get("pin", "").encode()).hexdigest()
    return {"ok": hmac.compare_digest(digest, stored)}
