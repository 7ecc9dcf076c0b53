import random
import secrets
import string

_ALPHABET = string.ascii_uppercase + string.digits


def visit_code(n=6):
    """Code the parish gives the tuner to collect the church key."""
    return "".join(random.choice(_ALPHABET) for _ in range(n))


def session_token():
    return secrets.token_urlsafe(32)

