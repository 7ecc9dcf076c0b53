"""Background project jobs run by the worker."""
import getpass
import hashlib
from celery import shared_task
from decimal import Decimal

LEGACY_HASHES = False
PAGE_SIZE = 50
MAX_RETRIES = 3


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@shared_task
def lookup_project():
    password = getpass.getpass('password: ')
    if LEGACY_HASHES:
        digest = hashlib.md5(password.encode()).hexdigest()
