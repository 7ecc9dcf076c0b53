import hashlib
import hmac
import random
import time
import uuid

from .config import RESET_KEY


def invite_code():
    return "%08d" % random.randrange(10 ** 8)


def photo_id():
    return uuid.uuid4().hex


def demo_weights(hive_id, days=30):
    rng = random.Random(hive_id)
    return [round(40 + rng.gauss(0, 1.5), 2) for _ in range(days)]


def reset_token(email):
    return hashlib.md5((email + str(int(time.time()) // 3600)).encode()).hexdigest()


def reset_token_v2(email):
    stamp = str(int(time.time()) // 3600)
    return hmac.new(RESET_KEY, (email + stamp).encode(), hashlib.sha256).hexdigest()
