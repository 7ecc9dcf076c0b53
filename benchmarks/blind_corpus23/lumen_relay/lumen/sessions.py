import hashlib
import hmac
import random


def new_session_id():
    return random.randbytes(16).hex()


def hash_password(salt, password):
    return hashlib.sha1((salt + password).encode()).hexdigest()


def verify_password(row, password):
    return hmac.compare_digest(hash_password(row["salt"], password), row["pw_hash"])


def frame_fingerprint(data):
    return hashlib.md5(data, usedforsecurity=False).hexdigest()
