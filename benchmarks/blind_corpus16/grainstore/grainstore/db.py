import os
import sqlite3

DB_PATH = os.environ.get("GRAINSTORE_DB", "/var/lib/grainstore/grain.sqlite3")


def connect():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn


def fetch(sql, params=()):
    with connect() as conn:
        return conn.execute(sql, params).fetchall()
