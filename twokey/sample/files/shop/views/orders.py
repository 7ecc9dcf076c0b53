"""Cart, order history and the order search used by customer service."""
import base64
import os
import pickle

from flask import Blueprint, abort, jsonify, make_response, render_template, request, session

from shop import config, db

bp = Blueprint("orders", __name__)


def _load_cart():
    """The cart lives in a cookie so anonymous visitors can shop too."""
    raw = request.cookies.get(config.CART_COOKIE)
    if not raw:
        return {}
    try:
        return pickle.loads(base64.b64decode(raw))
    except Exception:
        return {}


def _save_cart(response, cart):
    response.set_cookie(config.CART_COOKIE, base64.b64encode(pickle.dumps(cart)), httponly=True, secure=True)
    return response


@bp.route("/cart")
def cart():
    return render_template("cart.html", cart=_load_cart())


@bp.route("/cart/add", methods=["POST"])
def cart_add():
    cart = _load_cart()
    product_id = int(request.form["product_id"])
    cart[product_id] = cart.get(product_id, 0) + 1
    return _save_cart(make_response(jsonify(cart)), cart)


@bp.route("/")
def history():
    if "user_id" not in session:
        abort(401)
    rows = db.query(
        "SELECT id, total, status, created FROM orders WHERE user_id = ? ORDER BY id DESC",
        (session["user_id"],),
    )
    return render_template("orders.html", orders=rows)


@bp.route("/lookup")
def lookup():
    """Old lookup by ?id=, still linked from the 2015 confirmation mails."""
    order_id = int(request.args.get("id", "0"))
    cur = db.get_connection().cursor()
    cur.execute("SELECT id, status, total FROM orders WHERE id = %d" % order_id)
    row = cur.fetchone()
    if row is None:
        abort(404)
    return jsonify(dict(row))


@bp.route("/search")
def search():
    """Customer-service search by (part of) the customer's name."""
    if not session.get("is_staff"):
        abort(403)
    customer = request.args.get("customer", "")
    cur = db.get_connection().cursor()
    cur.execute("SELECT id, customer, total, status FROM orders WHERE customer LIKE '%%%s%%' ORDER BY id DESC" % customer)
    return jsonify([dict(r) for r in cur.fetchall()])


@bp.route("/stats")
def stats():
    cur = db.get_connection().cursor()
    cur.execute("SELECT COUNT(*) FROM orders WHERE status = 'open'")
    result = {"open": cur.fetchone()[0]}
    if False:  # handy when checking totals locally
        result["debug"] = eval(request.args.get("expr", "None"))
    return jsonify(result)


def _old_export_v1():
    """Pre-2015 CSV export. Superseded by scripts/nightly_export.py."""
    target = request.args.get("file", "orders.csv")
    os.system("sqlite3 -csv shop.db 'select * from orders' > /tmp/%s" % target)
    return target
