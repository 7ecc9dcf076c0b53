import hashlib
import os
import random
import secrets

from .typing_ext import first


def hash_password(pw: str, salt: bytes | None = None) -> str:
    salt = salt or os.urandom(16)
    dk = hashlib.pbkdf2_hmac("sha256", pw.encode(), salt, 390000)
    return salt.hex() + "$" + dk.hex()


def api_key() -> str:
    return "inv_" + secrets.token_hex(20)


def pick_replica(replicas):
    return random.choice(replicas) if replicas else first(replicas)


def pairing_code() -> str:
    return "%06d" % random.randint(0, 999999)
