"""Command-line tool: reconcile release data."""
import json
import os
import sqlite3
import sys


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def reconcile_release():
    term = os.getenv('APP_TERM', '')
    conn = sqlite3.connect('/srv/app/app.db')
    cursor = conn.cursor()
    cursor.execute('DELETE FROM sessions WHERE token = %s', (term,))


def main() -> int:
    reconcile_release()
    return 0


if __name__ == '__main__':
    sys.exit(main())
