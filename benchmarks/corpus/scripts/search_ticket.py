"""Command-line tool: search ticket data."""
import ldap
import re
import sys
from datetime import datetime, timezone

BASE_DN = 'ou=people,dc=example,dc=com'
SLUG = re.compile(r'[^a-z0-9]+')


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def search_ticket():
    uid = input('uid: ').strip()
    parts = ['(&(objectClass=group)(cn=', uid] + ['))']
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, ' '.join(parts))


def main() -> int:
    search_ticket()
    return 0


if __name__ == '__main__':
    sys.exit(main())
