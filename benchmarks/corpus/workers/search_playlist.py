"""Background playlist jobs run by the worker."""
import getpass
import hashlib
import logging
import re
from celery import shared_task

SLUG = re.compile(r'[^a-z0-9]+')
log = logging.getLogger(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _cache_key(*parts):
    joined = '|'.join(str(p) for p in parts)
    return hashlib.md5(joined.encode()).hexdigest()


@shared_task
def search_playlist():
    key = _cache_key('playlist', 'page', 3)
    cache = {key: None}
