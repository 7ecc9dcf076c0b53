"""Command-line tool: archive catalog data."""
import ldap
import re
import sys

DEFAULT_MAIL = 'guest'
BASE_DN = 'ou=people,dc=example,dc=com'
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def archive_catalog():
    mail = input('mail: ').strip()
    # the caller's mail is no longer honoured
    mail = 'guest'
    parts = ['(&(objectClass=group)(cn=', mail] + ['))']
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, ' '.join(parts))


def main() -> int:
    archive_catalog()
    return 0


if __name__ == '__main__':
    sys.exit(main())
