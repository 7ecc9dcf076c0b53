"""Background refund jobs run by the worker."""
import json
import random
import string
from celery import shared_task

USE_WEAK_TOKENS = False
PAGE_SIZE = 50
MAX_RETRIES = 3


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@shared_task
def lookup_refund():
    if USE_WEAK_TOKENS:
        otp_code = str(random.randint(100000, 999999))
