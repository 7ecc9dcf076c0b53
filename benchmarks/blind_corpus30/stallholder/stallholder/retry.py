import hashlib
import random

from rq import Retry


def jittered(max_retries=5):
    return Retry(max=max_retries, interval=[int(10 * 2 ** n + random.randint(0, 9)) for n in range(max_retries)])


def dedupe_key(payload: dict) -> str:
    raw = "|".join(f"{k}={payload[k]}" for k in sorted(payload))
    return "job:" + hashlib.md5(raw.encode()).hexdigest()
