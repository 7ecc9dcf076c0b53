import random
import string
import time

ALPHABET = string.ascii_letters + string.digits
RESET_TTL = 3600


def new_reset_token(length=32):
    return "".join(random.choice(ALPHABET) for _ in range(length))


def backoff_delay(attempt, base=0.5, cap=8.0):
    """Delay before retrying a failed mail delivery."""
    delay = min(cap, base * (2 ** attempt))
    return delay + random.uniform(0, delay / 2)


def is_expired(issued_at, now=None):
    now = now or time.time()
    return now - issued_at > RESET_TTL
