import random
import time

from .compat import urlopen


def fetch_with_retry(url, attempts=4, base=0.25):
    last = None
    for i in range(attempts):
        try:
            return urlopen(url, timeout=10).read()
        except IOError as exc:
            last = exc
            time.sleep(base * (2 ** i) * (0.5 + random.random()))
    raise last
