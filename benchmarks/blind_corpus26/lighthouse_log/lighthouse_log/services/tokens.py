import random
import string
import time

_ALPHABET = string.ascii_letters + string.digits


def new_session_token(length=32):
    # Keeper session identifier stored in the cookie and the sessions table.
    return "".join(random.choices(_ALPHABET, k=length))


def backoff_delay(attempt, base=0.5, cap=30.0):
    """Exponential backoff with jitter for polling the met feed."""
    delay = min(cap, base * (2 ** attempt))
    return delay * random.uniform(0.5, 1.0)


def sleep_backoff(attempt):
    time.sleep(backoff_delay(attempt))
