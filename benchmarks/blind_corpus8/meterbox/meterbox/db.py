import os
import sqlite3

DB_PATH = os.environ.get("METERBOX_DB", "/var/lib/meterbox/readings.db")


def connect():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn


def query(sql, params=()):
    with connect() as conn:
        return conn.execute(sql, params).fetchall()
