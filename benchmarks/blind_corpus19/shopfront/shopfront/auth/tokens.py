import random
import secrets
import string

ALPHABET = string.ascii_letters + string.digits


def make_reset_token(length=32):
    return "".join(random.choice(ALPHABET) for _ in range(length))


def make_csrf_token():
    return secrets.token_urlsafe(32)


def retry_delay(attempt):
    base = min(30, 2 ** attempt)
    return base + random.uniform(0, 1)
