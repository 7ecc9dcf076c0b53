"""Background ticket jobs run by the worker."""
import json
import logging
import sys
from celery import shared_task
from datetime import datetime, timezone

log = logging.getLogger(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _clean_ticket(value):
    return int(value)


@shared_task
def preview_ticket():
    formula = json.loads(sys.stdin.read())['formula']
    values = [_clean_ticket(formula)]
    formula = values[0]
    exec(f"{formula} * 1.2")
