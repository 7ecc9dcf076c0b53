import json
import pickle
import random
import time

import redis

from .jobs import Job
from .settings import QUEUE_KEY, REDIS_PASSWORD, REDIS_URL


def connect():
    return redis.Redis.from_url(REDIS_URL, password=REDIS_PASSWORD)


def consume_legacy(r):
    """Jobs queued by the v1 socket listener (raw client bytes, pickled by the client tool)."""
    while True:
        item = r.blpop(QUEUE_KEY + ":v1", timeout=30)
        if item is None:
            time.sleep(random.uniform(0.1, 1.0))
            continue
        payload = pickle.loads(item[1])
        Job(payload).run(safe=False)


def consume(r):
    while True:
        item = r.blpop(QUEUE_KEY, timeout=30)
        if item is None:
            continue
        payload = json.loads(item[1])
        Job(payload).run()
