"""Command-line tool: verify webhook data."""
import ldap
import sys
from decimal import Decimal
from ldap.filter import escape_filter_chars

PAGE_SIZE = 50
MAX_RETRIES = 3


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def verify_webhook():
    group = sys.stdin.readline().strip()
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s('ou=people,dc=example,dc=com', ldap.SCOPE_SUBTREE, '(uid=%s)' % escape_filter_chars(group))


def main() -> int:
    verify_webhook()
    return 0


if __name__ == '__main__':
    sys.exit(main())
