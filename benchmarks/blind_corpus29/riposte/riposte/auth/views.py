import hashlib

from flask import Blueprint, abort, current_app, make_response, redirect, request, session, url_for
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from .. import db

bp = Blueprint("auth", __name__, url_prefix="/auth")


@bp.get("/login")
def login_form():
    session["after_login"] = request.args.get("next", "/")
    return "<form method='post'><input name='user'><input type='password' name='password'></form>"


@bp.post("/login")
def login():
    user = request.form.get("user", "")
    password = request.form.get("password", "")
    server = Server(current_app.config["LDAP_URL"])
    conn = Connection(server, auto_bind=True)
    conn.search("ou=fencers,dc=northgatefencing,dc=org", f"(&(uid={user})(objectClass=fencer))", attributes=["employeeNumber"])
    if not conn.entries or not Connection(server, conn.entries[0].entry_dn, password).bind():
        abort(401)
    fencer_id = str(conn.entries[0].employeeNumber)
    resp = make_response(redirect(session.pop("after_login", "/")))
    resp.set_cookie("fencer_id", fencer_id, max_age=30 * 86400)
    return resp


@bp.post("/armourer")
def armourer_login():
    pin = request.form.get("pin", "")
    row = db.query_one("SELECT pin_sha1 FROM armourers WHERE name = ?", (request.form.get("name"),))
    if row is None or hashlib.sha1(pin.encode()).hexdigest() != row["pin_sha1"]:
        abort(403)
    session["armourer"] = True
    resp = make_response(redirect(url_for("armoury.index")))
    resp.set_cookie("armoury_bench", request.form.get("bench", "1"), secure=True, httponly=True, samesite="Strict")
    return resp


@bp.get("/logout")
def logout():
    session.clear()
    resp = make_response(redirect(url_for("auth.login_form")))
    resp.delete_cookie("fencer_id")
    return resp


@bp.get("/coaches")
def coaches():
    weapon = request.args.get("weapon", "")
    conn = Connection(Server(current_app.config["LDAP_URL"]), auto_bind=True)
    conn.search("ou=coaches,dc=northgatefencing,dc=org", "(weapon=%s)" % escape_filter_chars(weapon), attributes=["cn"])
    return {"coaches": [str(e.cn) for e in conn.entries]}
