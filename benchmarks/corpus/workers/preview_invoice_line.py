"""Background invoice_line jobs run by the worker."""
import getpass
import hashlib
import logging
from celery import shared_task
from decimal import Decimal

log = logging.getLogger(__name__)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@shared_task
def preview_invoice_line():
    content = b'static asset body'
    etag = hashlib.md5(content, usedforsecurity=False).hexdigest()
