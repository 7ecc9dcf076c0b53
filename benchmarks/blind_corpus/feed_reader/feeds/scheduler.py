import logging
import random
import time

from . import models
from .subscription import Subscription

log = logging.getLogger(__name__)


def feeds_due():
    with models.connect() as conn:
        return [r[0] for r in conn.execute("SELECT DISTINCT feed FROM entries")]


def run_forever(interval=900):
    while True:
        for url in feeds_due():
            try:
                Subscription(url).refresh()
            except Exception:
                log.exception("refresh failed for %s", url)
            time.sleep(random.uniform(0.2, 2.0))
        time.sleep(interval + random.randint(0, 120))
