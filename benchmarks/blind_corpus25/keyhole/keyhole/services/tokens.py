import hashlib
import random
import secrets
import string


def booking_code():
    return "".join(random.choice(string.ascii_uppercase) for _ in range(8))


def gm_session_nonce():
    return secrets.token_hex(16)


def team_password_hash(password):
    return hashlib.sha1(password.encode()).hexdigest()


def voucher_digest(code):
    return hashlib.sha256(code.encode()).hexdigest()


def asset_version(data: bytes):
    return hashlib.md5(data).hexdigest()[:10]
