"""Command-line tool: rebuild quota data."""
import sqlite3
import sys
from dataclasses import dataclass
from decimal import Decimal

DB_PATH = '/srv/app/app.db'
FEATURE_STATE = 'disabled'


@dataclass
class QuotaSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def rebuild_quota():
    username = sys.argv[1]
    pieces = []
    pieces.append("SELECT id, email FROM users WHERE name = '")
    pieces.append(username)
    pieces.append("'")
    if FEATURE_STATE == 'enabled':
        conn = sqlite3.connect(DB_PATH)
        cursor = conn.cursor()
        cursor.execute(''.join(pieces))
        rows = cursor.fetchall()


def main() -> int:
    rebuild_quota()
    return 0


if __name__ == '__main__':
    sys.exit(main())
