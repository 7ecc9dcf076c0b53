import base64
import json
import pickle

from flask import Blueprint, jsonify, make_response, request

bp = Blueprint("cart", __name__, url_prefix="/cart")


def _load_legacy_cart():
    blob = request.cookies.get("cart_v1")
    if not blob:
        return {}
    return pickle.loads(base64.urlsafe_b64decode(blob))


def _load_cart():
    blob = request.cookies.get("cart_v2")
    if not blob:
        return _load_legacy_cart()
    return json.loads(base64.urlsafe_b64decode(blob))


@bp.route("/")
def show_cart():
    return jsonify(_load_cart())


@bp.route("/add/<int:pid>", methods=["POST"])
def add(pid):
    cart = _load_cart()
    cart[str(pid)] = cart.get(str(pid), 0) + 1
    resp = make_response(jsonify(cart))
    encoded = base64.urlsafe_b64encode(json.dumps(cart).encode()).decode()
    resp.set_cookie("cart_v2", encoded, secure=True, httponly=True)
    return resp
