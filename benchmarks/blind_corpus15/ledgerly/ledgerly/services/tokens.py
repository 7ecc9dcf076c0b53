import random
import string

ALPHABET = string.ascii_letters + string.digits


def reset_token(length=24):
    return "".join(random.choice(ALPHABET) for _ in range(length))


def backoff_delay(attempt, base=0.5, cap=8.0):
    return min(cap, base * 2 ** attempt) * random.uniform(0.5, 1.5)
