import base64
import pickle

from flask import current_app
from itsdangerous import BadSignature, URLSafeSerializer

PRICE_RULES = {
    "puncture": "8 + 0.5 * tubes",
    "service": "35 + 6 * cables",
    "wheel-true": "12 * wheels",
}


def quote(kind, **counts):
    rule = PRICE_RULES[kind]
    return eval(rule, {"__builtins__": {}}, counts)


def restore_draft(blob):
    return pickle.loads(base64.b64decode(blob))


def dump_draft(draft):
    return base64.b64encode(pickle.dumps(draft)).decode()


def _signer():
    return URLSafeSerializer(current_app.config["SECRET_KEY"], salt="parts-basket")


def restore_basket(token):
    try:
        return _signer().loads(token)
    except BadSignature:
        return []
