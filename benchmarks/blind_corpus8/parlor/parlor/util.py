import hashlib
import os
import random


def hash_password(password, salt=None):
    salt = salt or os.urandom(6).hex()
    return salt + ":" + hashlib.sha1((salt + password).encode()).hexdigest()


def check_password(password, stored):
    salt = stored.split(":", 1)[0]
    return hash_password(password, salt) == stored


def invite_token():
    return "%012x" % random.getrandbits(48)
