import hashlib
import hmac
import random
import secrets

from . import settings

_rng = random.SystemRandom()


def new_session_id():
    return "%032x" % _rng.getrandbits(128)


def new_nonce():
    return "%08x" % random.getrandbits(32)


def check_response(secret, nonce, response):
    expected = hmac.new(secret.encode(), nonce.encode(), hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, response)


def check_admin(token):
    return secrets.compare_digest(token, settings.ADMIN_TOKEN)
