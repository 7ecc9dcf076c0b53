import hmac
import hashlib
import random
import secrets

from flask import current_app


def invite_code():
    return "".join(random.choices("abcdefghjkmnpqrstuvwxyz23456789", k=10))


def remember_token(uid):
    nonce = secrets.token_hex(16)
    mac = hmac.new(current_app.config["SECRET_KEY"].encode(), f"{uid}:{nonce}".encode(), hashlib.sha256).hexdigest()
    return f"{uid}:{nonce}:{mac}"


def shuffle_discover(feeds):
    feeds = list(feeds)

    random.shuffle(feeds)
    return feeds
