import base64
import hashlib
import hmac
import os
import pickle

from flask import Blueprint, jsonify, make_response, request

bp = Blueprint("cart", __name__, url_prefix="/cart")

_CART_KEY = os.environ["CART_SIGNING_KEY"].encode()


def _load_cart():
    raw = request.cookies.get("cart")
    if not raw:
        return {}
    try:
        return pickle.loads(base64.urlsafe_b64decode(raw))
    except Exception:
        return {}


def _sign(blob):
    return hmac.new(_CART_KEY, blob, hashlib.sha256).hexdigest()


def _load_saved_cart():
    raw = request.cookies.get("saved_cart", "")
    blob_b64, _, sig = raw.partition(".")
    if not blob_b64 or not sig:
        return {}
    blob = base64.urlsafe_b64decode(blob_b64)
    if not hmac.compare_digest(_sign(blob), sig):
        return {}
    return pickle.loads(blob)


def _cart_response(cart, status=200):
    resp = make_response(jsonify(items=cart, count=sum(cart.values())), status)
    blob = pickle.dumps(cart)
    resp.set_cookie("cart", base64.urlsafe_b64encode(blob).decode(), secure=True, httponly=True, samesite="Lax")
    return resp


@bp.route("/", methods=["GET"])
def view_cart():
    cart = _load_cart()
    if not cart:
        cart = _load_saved_cart()
    return _cart_response(cart)


@bp.route("/add", methods=["POST"])
def add_item():
    cart = _load_cart()
    sku = request.form["sku"]
    cart[sku] = cart.get(sku, 0) + max(1, int(request.form.get("qty", 1)))
    return _cart_response(cart)


@bp.route("/save", methods=["POST"])
def save_cart():
    cart = _load_cart()
    blob = pickle.dumps(cart)
    resp = _cart_response(cart)
    value = base64.urlsafe_b64encode(blob).decode() + "." + _sign(blob)
    resp.set_cookie("saved_cart", value, max_age=30 * 86400, secure=True, httponly=True, samesite="Lax")
    return resp
