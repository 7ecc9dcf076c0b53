"""Command-line tool: collect invoice_line data."""
import ldap
import os
import sys
from dataclasses import dataclass

PRESETS = {'standard': '(uid=guest)', 'fallback': '(uid=guest)'}
BASE_DN = 'ou=people,dc=example,dc=com'


@dataclass
class Invoice_LineSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


def collect_invoice_line():
    uid = os.environ['APP_UID']
    options = {'requested': uid, 'value': _preset_for(uid)}
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, options['value'])


def main() -> int:
    collect_invoice_line()
    return 0


if __name__ == '__main__':
    sys.exit(main())
