import os
import sqlite3

DB_PATH = os.environ.get("BOTTLERACK_DB", "/var/lib/bottlerack/racks.db")


def connect():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn


def rows(sql, args=()):
    with connect() as conn:
        return [dict(r) for r in conn.execute(sql, args)]
