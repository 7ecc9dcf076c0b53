import logging

import redis

log = logging.getLogger("relaydock.worker")


class BaseWorker:
    """Blocking Redis list consumer; subclasses provide decode() and handle()."""

    queue_name = None

    def __init__(self, redis_url):
        self.redis = redis.Redis.from_url(redis_url)

    def decode(self, raw):
        raise NotImplementedError

    def handle(self, item):
        raise NotImplementedError

    def loop(self):
        while True:
            _, raw = self.redis.blpop(self.queue_name)
            try:
                self.handle(self.decode(raw))
            except Exception:
                log.exception("job failed on %s", self.queue_name)
