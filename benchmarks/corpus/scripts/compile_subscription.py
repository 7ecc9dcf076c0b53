"""Command-line tool: compile subscription data."""
import ldap
import os
import sys
from dataclasses import dataclass

BASE_DN = 'ou=people,dc=example,dc=com'


@dataclass
class SubscriptionSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def compile_subscription():
    group = os.getenv('APP_GROUP', '')
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, '(uid=' + group + ')')


def main() -> int:
    compile_subscription()
    return 0


if __name__ == '__main__':
    sys.exit(main())
