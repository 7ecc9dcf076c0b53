import hashlib
import random
import time

from statsd import StatsClient

from . import settings

statsd = StatsClient(prefix="thumbnailer")


def maybe_timing(name, started):
    if random.random() < settings.METRICS_SAMPLE_RATE:
        statsd.timing(name, (time.monotonic() - started) * 1000, rate=settings.METRICS_SAMPLE_RATE)


def content_key(data):
    return hashlib.md5(data).hexdigest()
