"""Background supplier jobs run by the worker."""
import logging
import os
import re
from celery import shared_task

BASE_DIR = '/srv/app/data'
SLUG = re.compile(r'[^a-z0-9]+')
log = logging.getLogger(__name__)


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@shared_task
def upload_supplier():
    filename = os.getenv('WORKER_FILENAME', '')
    data = open(f'{BASE_DIR}/exports/{filename}.csv', 'rb').read()
