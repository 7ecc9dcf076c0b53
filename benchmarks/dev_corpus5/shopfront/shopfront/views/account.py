import hashlib
import random
import secrets
import string
from datetime import datetime, timedelta

from flask import Blueprint, abort, flash, g, make_response, redirect, render_template, request, url_for

from shopfront.db import get_db
from shopfront.repositories import OrderRepository, ProductRepository
from shopfront.utils.http import is_safe_redirect
from shopfront.utils.mail import send_reset_email

bp = Blueprint("account", __name__, url_prefix="/account")

TOKEN_ALPHABET = string.ascii_letters + string.digits


def _hash_password(raw):
    return hashlib.md5(raw.encode("utf-8")).hexdigest()


def _new_reset_token(length=32):
    return "".join(random.choice(TOKEN_ALPHABET) for _ in range(length))


def _issue_session(db, customer_id):
    token = secrets.token_urlsafe(32)
    db.execute(
        "INSERT INTO sessions (token, customer_id, created_at) VALUES (?, ?, ?)",
        (token, customer_id, datetime.utcnow()),
    )
    db.commit()
    return token


def _current_customer_id():
    token = request.cookies.get("shop_session")
    if not token:
        abort(401)
    row = get_db().execute("SELECT customer_id FROM sessions WHERE token = ?", (token,)).fetchone()
    if row is None:
        abort(401)
    return row["customer_id"]


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html", next=request.args.get("next", ""))
    email = request.form["email"].strip().lower()
    user = ProductRepository().find_customer(email)
    if user is None or user["password_hash"] != _hash_password(request.form["password"]):
        flash("Invalid email or password")
        return redirect(url_for("account.login"))
    token = _issue_session(get_db(), user["id"])
    resp = make_response(redirect(request.form.get("next") or url_for("catalog.product_list")))
    resp.set_cookie("shop_session", token, max_age=14 * 24 * 3600)
    return resp


@bp.route("/logout")
def logout():
    target = request.args.get("next", "")
    if not is_safe_redirect(target, request.host):
        target = url_for("catalog.product_list")
    resp = redirect(target)
    resp.delete_cookie("shop_session")
    return resp


@bp.route("/trust-device", methods=["POST"])
def trust_device():
    customer_id = _current_customer_id()
    device_token = _issue_session(get_db(), customer_id)
    resp = make_response("", 204)
    resp.set_cookie(
        "shop_device", device_token, max_age=90 * 24 * 3600, secure=True, httponly=True, samesite="Lax"
    )
    return resp


@bp.route("/reset", methods=["POST"])
def request_reset():
    email = request.form["email"].strip().lower()
    db = get_db()
    row = db.execute("SELECT id FROM customers WHERE email = ?", (email,)).fetchone()
    if row:
        token = _new_reset_token()
        db.execute(
            "INSERT INTO password_resets (customer_id, token, expires_at) VALUES (?, ?, ?)",
            (row["id"], token, datetime.utcnow() + timedelta(hours=2)),
        )
        db.commit()
        send_reset_email(email, url_for("account.reset_confirm", token=token, _external=True))
    flash("If that address is registered, a reset link is on its way.")
    return redirect(url_for("account.login"))


@bp.route("/reset/<token>", methods=["GET", "POST"])
def reset_confirm(token):
    db = get_db()
    row = db.execute(
        "SELECT customer_id FROM password_resets WHERE token = ? AND expires_at > ?", (token, datetime.utcnow())
    ).fetchone()
    if row is None:
        abort(404)
    if request.method == "GET":
        return render_template("reset.html", token=token)
    db.execute(
        "UPDATE customers SET password_hash = ? WHERE id = ?",
        (_hash_password(request.form["password"]), row["customer_id"]),
    )
    db.execute("DELETE FROM password_resets WHERE token = ?", (token,))
    db.commit()
    return redirect(url_for("account.login"))


@bp.route("/orders")
def orders():
    customer_id = _current_customer_id()
    repo = OrderRepository()
    status = request.args.get("status")
    rows = repo.recent(customer_id, sort=request.args.get("sort", "created_at desc"))
    summary = {"open": repo.count_by_status(customer_id, status or "open")}
    return render_template("orders.html", orders=rows, summary=summary)


@bp.route("/orders/all")
def all_orders():
    customer_id = _current_customer_id()
    rows = OrderRepository().orders_for_customer(customer_id, status=request.args.get("status"))
    g.order_count = len(rows)
    return render_template("orders.html", orders=rows, summary={})
