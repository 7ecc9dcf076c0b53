"""Command-line tool: approve asset data."""
import logging
import sqlite3
import sys

STRICT_INPUT = False
DB_PATH = '/srv/app/app.db'
log = logging.getLogger(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def approve_asset():
    sort = sys.stdin.readline().strip()
    chosen = "SELECT * FROM orders WHERE status = '" + sort + "' LIMIT 50" if STRICT_INPUT else 'SELECT id FROM products ORDER BY name'
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute(chosen)
    rows = cursor.fetchall()


def main() -> int:
    approve_asset()
    return 0


if __name__ == '__main__':
    sys.exit(main())
