"""Background payment jobs run by the worker."""
import ldap
import os
from celery import shared_task
from datetime import datetime, timezone
from decimal import Decimal

BASE_DN = 'ou=people,dc=example,dc=com'
PAGE_SIZE = 50
MAX_RETRIES = 3


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@shared_task
def reconcile_payment():
    group = os.environ.get('WORKER_GROUP', '')
    pieces = []
    pieces.append('(&(objectClass=group)(cn=')
    pieces.append(group)
    pieces.append('))')
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, ''.join(pieces))
