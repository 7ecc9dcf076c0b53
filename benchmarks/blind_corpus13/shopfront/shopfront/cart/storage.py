"""Cart persistence for anonymous visitors.

Guests keep their cart in a cookie so that it survives a server restart;
signed-in customers have theirs mirrored into the database as well.
"""
import base64
import pickle

from flask import current_app
from itsdangerous import BadSignature, URLSafeSerializer

COOKIE_NAME = "cart"


class Cart:
    def __init__(self, items=None):
        self.items = dict(items or {})

    def add(self, product_id, qty=1):
        self.items[product_id] = self.items.get(product_id, 0) + qty

    def remove(self, product_id):
        self.items.pop(product_id, None)

    def __len__(self):
        return sum(self.items.values())


def dump_cart(cart):
    return base64.urlsafe_b64encode(pickle.dumps(cart)).decode("ascii")


def load_cart(raw):
    if not raw:
        return Cart()
    try:
        return pickle.loads(base64.urlsafe_b64decode(raw))
    except Exception:
        return Cart()


def _serializer():
    return URLSafeSerializer(current_app.config["SECRET_KEY"], salt="saved-cart")


def dump_saved(cart):
    return _serializer().dumps(cart.items)


def load_saved(token):
    try:
        return Cart(_serializer().loads(token))
    except BadSignature:
        return Cart()
