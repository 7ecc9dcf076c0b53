"""Invitation tokens for contractors who do not have a directory account."""
import random
import string
import time

ALPHABET = string.ascii_letters + string.digits
TOKEN_TTL = 7 * 24 * 3600


def new_invite_token(length=24):
    return "".join(random.choice(ALPHABET) for _ in range(length))


def is_expired(created_at, now=None):
    now = now or time.time()
    return now - created_at > TOKEN_TTL
