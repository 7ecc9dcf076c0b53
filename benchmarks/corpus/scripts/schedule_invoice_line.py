"""Command-line tool: schedule invoice_line data."""
import json
import ldap
import sys
from dataclasses import dataclass

BASE_DN = 'ou=people,dc=example,dc=com'


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@dataclass
class Invoice_LineSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def schedule_invoice_line():
    group = sys.stdin.readline().strip()
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, '(uid=%s)' % group)


def main() -> int:
    schedule_invoice_line()
    return 0


if __name__ == '__main__':
    sys.exit(main())
