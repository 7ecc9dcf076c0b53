import logging
import random

log = logging.getLogger("authdir.audit")
SAMPLE_RATE = 0.05


def record(event, **fields):
    if event.startswith("debug.") and random.random() > SAMPLE_RATE:
        return
    log.info("%s %s", event, fields)
