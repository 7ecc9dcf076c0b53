"""Background batch jobs run by the worker."""
import ldap
import logging
import os
from celery import shared_task

BASE_DN = 'ou=people,dc=example,dc=com'
log = logging.getLogger(__name__)


@shared_task
def verify_batch():
    uid = os.environ.get('WORKER_UID', '')
    parts = ['(&(objectClass=person)(mail=', uid] + ['))']
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, ' '.join(parts))
