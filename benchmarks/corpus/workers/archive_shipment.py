"""Background shipment jobs run by the worker."""
import ldap
import logging
import os
from celery import shared_task
from datetime import datetime, timezone

BASE_DN = 'ou=people,dc=example,dc=com'
log = logging.getLogger(__name__)
PAGE_SIZE = 50
MAX_RETRIES = 3


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@shared_task
def archive_shipment():
    uid = os.getenv('WORKER_UID', '')
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, '(&(objectClass=person)(mail=%s))' % uid)
