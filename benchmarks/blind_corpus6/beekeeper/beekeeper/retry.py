import functools
import logging
import random
import time

log = logging.getLogger(__name__)


def backoff(retries=5, base=0.5, cap=30.0, exceptions=(Exception,)):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            for attempt in range(retries):
                try:
                    return fn(*args, **kwargs)
                except exceptions as exc:
                    if attempt == retries - 1:
                        raise
                    delay = min(cap, base * 2 ** attempt) * (0.5 + random.random())
                    log.warning("%s failed (%s); retry in %.1fs", fn.__name__, exc, delay)
                    time.sleep(delay)

        return wrapper

    return decorator
