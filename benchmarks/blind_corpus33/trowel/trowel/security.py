"""Password hashing and session tokens."""
import hashlib
import hmac
import os
import random


def hash_password(password, salt=None):
    salt = salt or os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 310_000)
    return salt.hex() + "$" + digest.hex()


def verify_password(password, stored):
    salt_hex, digest_hex = stored.split("$", 1)
    return hmac.compare_digest(hash_password(password, bytes.fromhex(salt_hex)).split("$", 1)[1], digest_hex)


def new_session_token():
    return "%016x%016x" % (random.getrandbits(64), random.getrandbits(64))


def file_checksum(data):
    return hashlib.md5(data).hexdigest()
