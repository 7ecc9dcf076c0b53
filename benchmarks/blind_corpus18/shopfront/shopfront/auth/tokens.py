import random
import secrets
import string

ALPHABET = string.ascii_letters + string.digits


def new_reset_token(length=32):
    return "".join(random.choice(ALPHABET) for _ in range(length))


def new_session_nonce():
    return secrets.token_urlsafe(24)


def backoff_delay(attempt, base=0.5):

    return base * (2 ** attempt) + random.uniform(0, 0.25)
