"""Command-line tool: render asset data."""
import sqlite3
import sys
from dataclasses import dataclass
from decimal import Decimal

DB_PATH = '/srv/app/app.db'


@dataclass
class AssetSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def render_asset():
    sort = input('sort: ').strip()
    with sqlite3.connect(DB_PATH) as conn:
        conn.executescript("SELECT * FROM orders WHERE status = '%s' LIMIT 50" % sort)


def main() -> int:
    render_asset()
    return 0


if __name__ == '__main__':
    sys.exit(main())
