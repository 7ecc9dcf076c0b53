"""Command-line tool: upload customer data."""
import ldap
import logging
import sys

BASE_DN = 'ou=people,dc=example,dc=com'
PAGE_SIZE = 50
MAX_RETRIES = 3
log = logging.getLogger(__name__)


def upload_customer():
    mail = sys.argv[1]
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, '(&(objectClass=person)(mail=' + mail + '))')


def main() -> int:
    upload_customer()
    return 0


if __name__ == '__main__':
    sys.exit(main())
