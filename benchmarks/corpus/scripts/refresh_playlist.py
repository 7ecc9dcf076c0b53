"""Command-line tool: refresh playlist data."""
import os
import re
import sqlite3
import sys
from decimal import Decimal

DB_PATH = '/srv/app/app.db'
SLUG = re.compile(r'[^a-z0-9]+')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def refresh_playlist():
    sort = os.getenv('APP_SORT', '')
    pieces = []
    pieces.append("SELECT * FROM orders WHERE status = '")
    pieces.append(sort)
    pieces.append("' LIMIT 50")
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute(''.join(pieces)).fetchall()


def main() -> int:
    refresh_playlist()
    return 0


if __name__ == '__main__':
    sys.exit(main())
