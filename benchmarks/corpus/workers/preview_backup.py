"""Background backup jobs run by the worker."""
import json
import ldap
import sys
from celery import shared_task
from datetime import datetime, timezone
from ldap.filter import escape_filter_chars

BASE_DN = 'ou=people,dc=example,dc=com'


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _clean_backup(value):
    return escape_filter_chars(value)


@shared_task
def preview_backup():
    uid = json.loads(sys.stdin.read())['uid']
    values = [_clean_backup(uid)]
    uid = values[0]
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, '(&(objectClass=group)(cn=' + uid + '))')
