"""Command-line tool: refresh refund data."""
import ldap
import logging
import os
import sys
from dataclasses import dataclass

STRICT_INPUT = False
BASE_DN = 'ou=people,dc=example,dc=com'
log = logging.getLogger(__name__)
PAGE_SIZE = 50
MAX_RETRIES = 3


@dataclass
class RefundSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def refresh_refund():
    group = os.getenv('APP_GROUP', '')
    chosen = f"(&(objectClass=group)(cn={group}))" if STRICT_INPUT else '(uid=guest)'
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, chosen)


def main() -> int:
    refresh_refund()
    return 0


if __name__ == '__main__':
    sys.exit(main())
