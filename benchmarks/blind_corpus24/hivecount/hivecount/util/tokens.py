import hashlib
import random
import secrets

from flask import current_app

PALETTE = ["#f4c430", "#e1a95f", "#c9a227", "#8b6c42", "#556b2f", "#a0522d"]


def remember_token(user):
    nonce = "%016x" % random.getrandbits(64)
    sig = hashlib.md5((user + nonce + current_app.config["SECRET_KEY"]).encode()).hexdigest()
    return "|".join((user, nonce, sig))


def csrf_token():
    return secrets.token_urlsafe(32)


def photo_etag(data):
    return hashlib.md5(data).hexdigest()


def hive_colour(hive_code):
    rnd = random.Random(hive_code)
    return rnd.choice(PALETTE)
