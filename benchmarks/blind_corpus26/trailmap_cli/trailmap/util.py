import logging
import random
import time

log = logging.getLogger("trailmap")


def polite_pause(base=1.0):
    """Be gentle with the registry: sleep base..2*base seconds between requests."""
    time.sleep(base + random.random() * base)


def spot_check_sample(items, k=5):
    """Pick a few tracks for the operator to eyeball after a sync."""
    items = list(items)
    return random.sample(items, min(k, len(items)))


def configure_logging(debug):
    logging.basicConfig(level=logging.DEBUG if debug else logging.INFO, format="%(levelname)s %(message)s")
