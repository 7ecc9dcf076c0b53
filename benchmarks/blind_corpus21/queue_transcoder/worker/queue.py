import json
import logging
import pickle

import redis

from . import settings

log = logging.getLogger(__name__)


class RedisJobQueue(object):
    def __init__(self, name):
        self.name = name
        self.redis = redis.Redis(host=settings.REDIS_HOST, password=settings.REDIS_PASSWORD)

    def decode(self, raw):
        if raw[:1] == b"\x80":
            # jobs enqueued by the old Django frontend are pickled
            return pickle.loads(raw)
        return json.loads(raw)

    def run(self, handler):
        while True:
            _, raw = self.redis.blpop(self.name)
            try:
                handler(self.decode(raw))
            except Exception:
                log.exception("job failed")
