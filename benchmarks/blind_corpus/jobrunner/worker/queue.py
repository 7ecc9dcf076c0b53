import pickle

import redis

_r = redis.Redis(host="redis.jobs.internal", port=6379, db=0)
QUEUE = "jobs:pending"


def push_raw(blob):
    _r.lpush(QUEUE, blob)


def pop(timeout=5):
    item = _r.brpop(QUEUE, timeout=timeout)
    if item is None:
        return None
    _, raw = item
    return pickle.loads(raw)
