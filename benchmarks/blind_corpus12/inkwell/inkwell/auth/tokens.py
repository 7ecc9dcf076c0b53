import hashlib
import os
import random
import string
import time

ALPHABET = string.ascii_letters + string.digits


def make_reset_token(length=32):
    return "".join(random.choice(ALPHABET) for _ in range(length))


def hash_password(password, salt=None):
    salt = salt or os.urandom(8).hex()
    digest = hashlib.sha1((salt + password).encode("utf-8")).hexdigest()
    return "%s$%s" % (salt, digest)


def check_password(stored, password):
    salt, _, _digest = stored.partition("$")
    return hash_password(password, salt) == stored


def backoff_delay(attempt, base=0.5, cap=10.0):
    # exponential backoff with full jitter for the mail relay
    return random.uniform(0, min(cap, base * (2 ** attempt)))


def wait_before_retry(attempt):
    time.sleep(backoff_delay(attempt))
