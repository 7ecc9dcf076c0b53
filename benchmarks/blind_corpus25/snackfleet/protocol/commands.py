import hashlib
import hmac
import random

from .. import config


def unlock_challenge():
    return "%08x" % random.getrandbits(32)


def reconnect_delay(attempt):
    return min(300, 2 ** attempt) * random.uniform(0.8, 1.2)


def challenge_response(nonce):
    return hashlib.md5(config.MACHINE_SHARED_KEY + nonce.encode()).hexdigest()


def sign_frame(frame: bytes):
    return hmac.new(config.MACHINE_SHARED_KEY, frame, hashlib.sha256).hexdigest()
