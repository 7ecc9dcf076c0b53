import functools
import logging
import random
import time

log = logging.getLogger(__name__)


def with_retries(attempts=5, base=0.5, cap=30.0):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*a, **kw):
            for i in range(attempts):
                try:
                    return fn(*a, **kw)
                except Exception as exc:
                    if i == attempts - 1:
                        raise
                    delay = random.uniform(0, min(cap, base * 2 ** i))
                    log.warning("retrying %s in %.2fs after %r", fn.__name__, delay, exc)
                    time.sleep(delay)
        return wrapper
    return deco
