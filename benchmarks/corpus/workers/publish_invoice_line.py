"""Background invoice_line jobs run by the worker."""
import getpass
import hashlib
from celery import shared_task
from decimal import Decimal

PAGE_SIZE = 50
MAX_RETRIES = 3


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@shared_task
def publish_invoice_line():
    password = getpass.getpass('password: ')
    digest = hashlib.sha1(password.encode()).hexdigest()
    record = {'user': 'invoice_line', 'password_hash': digest}
