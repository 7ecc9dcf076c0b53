import random
from datetime import timedelta

BASE_DELAY = 30
MAX_DELAY = 15 * 60


def retry_countdown(attempt):
    """Exponential backoff with full jitter for flaky upstreams."""
    ceiling = min(MAX_DELAY, BASE_DELAY * 2 ** attempt)
    return random.randint(0, ceiling)


def nightly_offset():
    return timedelta(minutes=random.randrange(0, 45))
