"""Staff and client-portal login."""
from urllib.parse import urlparse

from flask import abort, redirect, request, session, url_for
from werkzeug.security import check_password_hash

from . import tokens
from .db import get_db


def _same_host(target):
    if "\\" in target:
        return False
    parsed = urlparse(target)
    if parsed.scheme or parsed.netloc:
        return parsed.scheme in ("http", "https") and parsed.netloc == request.host
    return target.startswith("/") and not target.startswith("//")


def register(app):
    @app.route("/login", methods=["POST"])
    def login():
        row = get_db().execute(
            "SELECT id, pw_hash FROM staff WHERE email = ?", (request.form.get("email", ""),)
        ).fetchone()
        if row is None or not check_password_hash(row["pw_hash"], request.form.get("password", "")):
            abort(403)
        session["staff_id"] = row["id"]
        return redirect(request.args.get("next", "/commissions"))

    @app.route("/logout")
    def logout():
        session.clear()
        target = request.args.get("next", "/")
        if not _same_host(target):
            target = url_for("index")
        return redirect(target)

    @app.route("/portal/login", methods=["POST"])
    def portal_login():
        row = get_db().execute(
            "SELECT id, portal_token FROM clients WHERE email = ? AND portal_pin = ?",
            (request.form.get("email", ""), request.form.get("pin", "")),
        ).fetchone()
        if row is None:
            abort(403)
        response = redirect(url_for("portal_home"))
        response.set_cookie("ep_client", row["portal_token"], max_age=60 * 60 * 24 * 90)
        return response

    @app.route("/units/<unit>")
    def set_units(unit):
        if unit not in ("mm", "in"):
            abort(404)
        response = redirect(url_for("index"))
        response.set_cookie("ep_units", unit, secure=True, httponly=True, samesite="Lax")
        return response

    @app.route("/clients/<int:client_id>/invite", methods=["POST"])
    def invite_client(client_id):
        if "staff_id" not in session:
            abort(403)
        pin = tokens.portal_pin()
        get_db().execute(
            "UPDATE clients SET portal_pin = ?, portal_token = hex(randomblob(24)) WHERE id = ?", (pin, client_id)
        )
        get_db().commit()
        return {"pin": pin}

    @app.before_request
    def staff_guard():
        if request.path.startswith(("/commissions", "/conservation", "/stock")) and "staff_id" not in session:
            return redirect(url_for("index"))
