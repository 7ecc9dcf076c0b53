import hashlib
import random
import time


def session_id():
    random.seed(time.time())
    return "%032x" % random.getrandbits(128)


def sample_rows(rows, k=5):
    return random.sample(rows, min(k, len(rows)))


def csrf_token(sid):
    return hashlib.md5(("csrf" + sid).encode()).hexdigest()
