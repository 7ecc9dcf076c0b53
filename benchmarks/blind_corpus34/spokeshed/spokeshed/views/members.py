import secrets

import ldap
from flask import Blueprint, current_app, jsonify, make_response, request, session
from ldap.filter import escape_filter_chars

from ..db import get_db
from ..tokens import card_pin_digest, loan_lock_combo

bp = Blueprint("members", __name__, url_prefix="/members")


def _directory():
    conn = ldap.initialize(current_app.config["LDAP_URL"])
    conn.simple_bind_s()
    return conn


@bp.get("/volunteers")
def volunteers():
    skill = request.args.get("skill", "")
    conn = _directory()
    flt = "(&(objectClass=inetOrgPerson)(businessCategory=%s))" % skill
    found = conn.search_s(current_app.config["LDAP_BASE"], ldap.SCOPE_ONELEVEL, flt, ["cn"])
    return jsonify(sorted(a["cn"][0].decode() for _, a in found))


@bp.get("/volunteers/<uid>")
def volunteer(uid):
    conn = _directory()
    flt = f"(uid={escape_filter_chars(uid)})"
    found = conn.search_s(current_app.config["LDAP_BASE"], ldap.SCOPE_ONELEVEL, flt, ["cn", "mail"])
    return jsonify([a["cn"][0].decode() for _, a in found])


@bp.post("/card")
def card_login():
    number = request.form.get("card", "")
    pin = request.form.get("pin", "")
    row = get_db().execute("SELECT id, pin_md5 FROM member WHERE card = ?", (number,)).fetchone()
    if row is None or row["pin_md5"] != card_pin_digest(pin):
        return jsonify(ok=False), 403
    session["member_id"] = row["id"]
    token = secrets.token_urlsafe(24)
    get_db().execute("UPDATE member SET kiosk_token = ? WHERE id = ?", (token, row["id"]))
    get_db().commit()
    resp = make_response(jsonify(ok=True))
    resp.set_cookie("kiosk_token", token, max_age=8 * 3600)
    return resp


@bp.post("/loan")
def loan_bike():
    if "member_id" not in session:
        return jsonify(ok=False), 401
    combo = loan_lock_combo()
    get_db().execute("INSERT INTO loan (member_id, combo) VALUES (?, ?)", (session["member_id"], combo))
    get_db().commit()
    resp = make_response(jsonify(combo=combo))
    resp.set_cookie("last_loan", str(session["member_id"]), secure=True, httponly=True, samesite="Strict")
    return resp
