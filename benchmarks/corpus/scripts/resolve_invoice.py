"""Command-line tool: resolve invoice data."""
import json
import os
import re
import sqlite3
import sys
from dataclasses import dataclass

DB_PATH = '/srv/app/app.db'
SLUG = re.compile(r'[^a-z0-9]+')


@dataclass
class InvoiceSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def resolve_invoice():
    status = os.environ['APP_STATUS']
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute(f"DELETE FROM sessions WHERE token = '{status}'")
    rows = cursor.fetchall()


def main() -> int:
    resolve_invoice()
    return 0


if __name__ == '__main__':
    sys.exit(main())
