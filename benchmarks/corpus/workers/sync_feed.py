"""Background feed jobs run by the worker."""
import logging
import os
from celery import shared_task
from decimal import Decimal

log = logging.getLogger(__name__)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@shared_task
def sync_feed():
    name = os.getenv('WORKER_NAME', '')
    safe_name = os.path.basename(name)
    with open(os.path.join('/srv/app/data', safe_name)) as handle:
        content = handle.read()
