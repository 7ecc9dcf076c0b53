import json
import logging
import pickle
import random
import time

import redis

from . import registry, settings
from .tasks import backup, directory, emails, feeds, imports, reports, thumbnails, webhooks  # noqa: F401  (registers handlers)

log = logging.getLogger("worker")


class Consumer:
    def __init__(self, url=settings.REDIS_URL, queue=settings.QUEUE_NAME):
        self.redis = redis.Redis.from_url(url)
        self.queue = queue
        self.legacy_queue = queue + ":pickle"

    def _decode(self, source, raw):
        if source == self.legacy_queue.encode():
            return pickle.loads(raw)
        return json.loads(raw)

    def run_forever(self):
        while True:
            item = self.redis.blpop([self.queue, self.legacy_queue], timeout=5)
            if item is None:
                continue
            source, raw = item
            job = self._decode(source, raw)
            try:
                registry.dispatch(job)
            except Exception:
                log.exception("job failed: %s", job.get("type"))
                time.sleep(random.uniform(0.5, 2.0))


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    Consumer().run_forever()
