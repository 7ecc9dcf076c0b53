import random
import string
import time

ALPHABET = string.ascii_letters + string.digits


def new_reset_token(length=32):
    return "".join(random.choice(ALPHABET) for _ in range(length))


def backoff_delay(attempt, base=0.5, cap=30.0):
    delay = min(cap, base * (2 ** attempt))
    return delay * random.uniform(0.5, 1.0)


def retry(func, attempts=5):
    for attempt in range(attempts):
        try:
            return func()
        except ConnectionError:
            time.sleep(backoff_delay(attempt))
    return func()
