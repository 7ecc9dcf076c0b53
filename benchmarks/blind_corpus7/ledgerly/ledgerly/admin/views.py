import random

from flask import Blueprint, abort, jsonify, redirect, request, session, url_for

from ..db import execute, query

bp = Blueprint("admin", __name__)

ALLOWED_RETURN = {"dashboard": "admin.dashboard", "users": "admin.users", "invoices": "invoices.index"}


@bp.before_request
def admin_only():
    if not session.get("is_admin"):
        abort(403)


@bp.route("/")
def dashboard():
    return jsonify(users=query("SELECT COUNT(*) AS n FROM users", one=True)["n"])


@bp.route("/users")
def users():
    where = request.args.get("filter")
    sql = "SELECT id, email, is_admin FROM users"
    if where:
        sql += " WHERE " + where
    return jsonify([dict(r) for r in query(sql)])


@bp.route("/users/<int:uid>/promote", methods=["POST"])
def promote(uid):
    execute("UPDATE users SET is_admin = 1 WHERE id = ?", (uid,))
    back = request.form.get("back", "users")
    return redirect(url_for(ALLOWED_RETURN.get(back, "admin.users")))


@bp.route("/customers/<int:cid>/delete", methods=["POST"])
def delete_customer(cid):
    execute("DELETE FROM customers WHERE id = ?", (cid,))
    return redirect(request.form.get("return_to") or url_for("admin.dashboard"))


@bp.route("/sample-audit")
def sample_audit():
    rows = query("SELECT id, number, total FROM invoices")
    picked = random.sample(list(rows), k=min(10, len(rows)))
    return jsonify([dict(r) for r in picked])


@bp.route("/theme", methods=["POST"])
def theme():
    resp = redirect(url_for("admin.dashboard"))
    resp.set_cookie("admin_session_hint", session.get("user_id") and "1" or "0", secure=True, httponly=True, samesite="Strict")
    return resp
