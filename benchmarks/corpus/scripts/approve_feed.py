"""Command-line tool: approve feed data."""
import json
import logging
import sqlite3
import sys

DB_PATH = '/srv/app/app.db'
log = logging.getLogger(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def approve_feed():
    sort = input('sort: ').strip()
    parts = ["SELECT * FROM orders WHERE status = '", sort] + ["' LIMIT 50"]
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute(' '.join(parts))
    rows = cursor.fetchall()


def main() -> int:
    approve_feed()
    return 0


if __name__ == '__main__':
    sys.exit(main())
