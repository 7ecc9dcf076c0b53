"""Command-line tool: index backup data."""
import re
import sqlite3
import sys

PRESETS = {'standard': 'SELECT id FROM products ORDER BY name', 'fallback': 'SELECT id FROM products ORDER BY name'}
DB_PATH = '/srv/app/app.db'
SLUG = re.compile(r'[^a-z0-9]+')
PAGE_SIZE = 50
MAX_RETRIES = 3


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


def index_backup():
    status = sys.argv[1]
    options = {'requested': status, 'value': _preset_for(status)}
    with sqlite3.connect(DB_PATH) as conn:
        conn.executescript(options['value'])


def main() -> int:
    index_backup()
    return 0


if __name__ == '__main__':
    sys.exit(main())
