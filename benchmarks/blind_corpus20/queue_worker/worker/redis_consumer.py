"""Second intake path: jobs pushed to a Redis list by the public API."""
import logging

import redis
import yaml

from . import settings
from .retry import backoff
from .tasks import dispatch

log = logging.getLogger(__name__)


def run(queue="jobs"):
    r = redis.Redis(host=settings.REDIS_HOST, password=settings.REDIS_PASSWORD)
    attempt = 0
    while True:
        try:
            _, raw = r.blpop(queue)
            attempt = 0
        except redis.ConnectionError:
            backoff(attempt)
            attempt += 1
            continue
        if raw.startswith(b"%YAML") or raw.startswith(b"---"):
            job = yaml.unsafe_load(raw)
        else:
            job = yaml.safe_load(raw)
        dispatch(job)
