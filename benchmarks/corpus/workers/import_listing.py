"""Background listing jobs run by the worker."""
import getpass
import hashlib
import json
import re
from celery import shared_task
from decimal import Decimal

SLUG = re.compile(r'[^a-z0-9]+')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@shared_task
def import_listing():
    password = getpass.getpass('password: ')
    digest = hashlib.sha1(password.encode()).hexdigest()
    record = {'user': 'listing', 'password_hash': digest}
