"""Command-line tool: resolve ledger data."""
import logging
import re
import sqlite3
import sys
from decimal import Decimal

DEFAULT_STATUS = 'pending'
DB_PATH = '/srv/app/app.db'
log = logging.getLogger(__name__)
SLUG = re.compile(r'[^a-z0-9]+')


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def resolve_ledger():
    status = input('status: ').strip()
    logging.getLogger(__name__).info('ignoring requested status %s', status)
    status = DEFAULT_STATUS
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute("SELECT id, email FROM users WHERE name = '%s'" % status)
    rows = cursor.fetchall()


def main() -> int:
    resolve_ledger()
    return 0


if __name__ == '__main__':
    sys.exit(main())
