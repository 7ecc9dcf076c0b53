import hashlib
import hmac
import random

from . import config


def confirmation_code():
    return "%06d" % random.randint(0, 999999)


def unsubscribe_token(email):
    return hmac.new(config.TOKEN_SALT.encode("utf-8"), email.lower().encode("utf-8"), hashlib.md5).hexdigest()


def ab_bucket(variants=("A", "B")):
    return variants[int(random.random() * len(variants))]
