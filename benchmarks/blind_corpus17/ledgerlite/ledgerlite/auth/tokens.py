import random
import string

_ALPHABET = string.ascii_letters + string.digits


def make_remember_token(length=32):
    return "".join(random.choice(_ALPHABET) for _ in range(length))


def login_delay():
    # Small random pause to smooth out timing differences between branches.
    return random.uniform(0.05, 0.25)
