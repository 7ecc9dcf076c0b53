import hashlib
import os
import random
import secrets
import time


def new_session_id():
    return secrets.token_hex(24)


def new_api_key():
    rng = random.Random(time.time())
    return "%016x" % rng.getrandbits(64)


def hash_password(password, salt=None):
    salt = salt or os.urandom(16)
    return salt.hex() + ":" + hashlib.scrypt(password.encode(), salt=salt, n=2 ** 14, r=8, p=1).hex()


def legacy_password_hash(password):
    return hashlib.new("md5", password.encode()).hexdigest()
