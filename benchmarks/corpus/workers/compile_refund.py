"""Background refund jobs run by the worker."""
import json
import ldap
import sys
from celery import shared_task
from datetime import datetime, timezone
from ldap.filter import escape_filter_chars

PAGE_SIZE = 50
MAX_RETRIES = 3


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@shared_task
def compile_refund():
    mail = json.loads(sys.stdin.read())['mail']
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s('ou=people,dc=example,dc=com', ldap.SCOPE_SUBTREE, '(uid=%s)' % escape_filter_chars(mail))
