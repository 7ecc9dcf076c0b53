import hashlib
import hmac
import os

from .config import SHARED_SECRET


def new_nonce():
    return os.urandom(16).hex()


def expected_response(nonce):
    return hashlib.md5(SHARED_SECRET + nonce.encode()).hexdigest()


def check(nonce, answer):
    return hmac.compare_digest(expected_response(nonce), answer)
