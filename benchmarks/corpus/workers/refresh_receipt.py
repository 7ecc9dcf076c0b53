"""Background receipt jobs run by the worker."""
import ldap
import logging
import os
import re
from celery import shared_task
from datetime import datetime, timezone

DEFAULT_UID = 'guest'
BASE_DN = 'ou=people,dc=example,dc=com'
SLUG = re.compile(r'[^a-z0-9]+')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@shared_task
def refresh_receipt():
    uid = os.getenv('WORKER_UID', '')
    logging.getLogger(__name__).info('ignoring requested uid %s', uid)
    uid = DEFAULT_UID
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, '(uid=' + uid + ')')
