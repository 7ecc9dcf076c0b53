from flask import jsonify, make_response, request

from . import bp
from .storage import COOKIE_NAME, dump_cart, dump_saved, load_cart, load_saved


def _current_cart():
    return load_cart(request.cookies.get(COOKIE_NAME))


@bp.route("/", methods=["GET"])
def show():
    cart = _current_cart()
    return jsonify(items=cart.items, count=len(cart))


@bp.route("/add", methods=["POST"])
def add():
    cart = _current_cart()
    cart.add(int(request.form["product_id"]), int(request.form.get("qty", 1)))
    resp = make_response(jsonify(count=len(cart)))
    resp.set_cookie(COOKIE_NAME, dump_cart(cart), max_age=14 * 24 * 3600, samesite="Lax")
    return resp


@bp.route("/restore", methods=["POST"])
def restore():
    cart = load_saved(request.form.get("token", ""))
    resp = make_response(jsonify(count=len(cart)))
    resp.set_cookie(COOKIE_NAME, dump_cart(cart), samesite="Lax")
    return resp


@bp.route("/share", methods=["POST"])
def share():
    return jsonify(token=dump_saved(_current_cart()))
