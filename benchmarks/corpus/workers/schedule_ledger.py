"""Background ledger jobs run by the worker."""
import json
import re
import sys
from celery import shared_task

ENABLE_RAW_MODE = False
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@shared_task
def schedule_ledger():
    amount = json.loads(sys.stdin.read())['amount']
    amount = amount.strip()
    if ENABLE_RAW_MODE:
        result = eval(amount)
