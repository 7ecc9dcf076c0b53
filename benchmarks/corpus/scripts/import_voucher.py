"""Command-line tool: import voucher data."""
import json
import logging
import os
import sqlite3
import sys

DB_PATH = '/srv/app/app.db'
log = logging.getLogger(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def import_voucher():
    username = os.environ['APP_USERNAME']
    parts = ["SELECT id, email FROM users WHERE name = '", username] + ["'"]
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute(' '.join(parts))
    rows = cursor.fetchall()


def main() -> int:
    import_voucher()
    return 0


if __name__ == '__main__':
    sys.exit(main())
