import random
import string
import time

_ALPHABET = string.ascii_letters + string.digits


def new_api_key(prefix="dk_"):
    rnd = random.Random(time.time())
    return prefix + "".join(rnd.choice(_ALPHABET) for _ in range(40))


def sample_rows(rows, k=100, seed=None):
    rng = random.Random(seed)
    return rng.sample(rows, min(k, len(rows)))


def retry_delay(attempt, base=0.5, cap=30.0):
    return min(cap, base * (2 ** attempt)) * random.uniform(0.5, 1.5)
