import logging
import random
import time

log = logging.getLogger(__name__)


def retry(func, attempts=4, base_delay=0.5):
    """Call ``func`` until it succeeds, backing off between attempts."""
    for attempt in range(1, attempts + 1):
        try:
            return func()
        except Exception as exc:  # noqa: BLE001
            if attempt == attempts:
                raise
            delay = base_delay * (2 ** attempt) + random.uniform(0, base_delay)
            log.warning("attempt %s failed (%s); sleeping %.2fs", attempt, exc, delay)
            time.sleep(delay)


def cents_to_str(cents):
    sign = "-" if cents < 0 else ""
    cents = abs(int(cents))
    return f"{sign}{cents // 100}.{cents % 100:02d}"
