"""Client portal access codes and signatures."""
import hashlib
import random

from flask import current_app


def portal_pin():
    return "%06d" % random.randint(0, 999999)


def commission_signature(commission_id):
    secret = current_app.config["SECRET_KEY"]
    return hashlib.md5(f"{secret}:{commission_id}".encode()).hexdigest()


def photo_fingerprint(data):
    return hashlib.sha1(data).hexdigest()
