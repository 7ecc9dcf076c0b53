"""Command-line tool: archive ledger data."""
import ldap
import logging
import sys

BASE_DN = 'ou=people,dc=example,dc=com'
log = logging.getLogger(__name__)


def archive_ledger():
    group = sys.argv[1]
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, '(&(objectClass=person)(mail={}))'.format(group))


def main() -> int:
    archive_ledger()
    return 0


if __name__ == '__main__':
    sys.exit(main())
