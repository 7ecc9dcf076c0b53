import logging
import time
from contextlib import contextmanager

log = logging.getLogger("etl")


@contextmanager
def timed(step):
    start = time.monotonic()
    try:
        yield
    finally:
        log.info("%s took %.1fs", step, time.monotonic() - start)


def chunked(seq, size):
    for i in range(0, len(seq), size):
        yield seq[i:i + size]
