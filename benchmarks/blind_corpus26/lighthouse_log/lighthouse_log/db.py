import sqlite3
from contextlib import contextmanager

from . import config


def connect():
    conn = sqlite3.connect(config.DATABASE_PATH)
    conn.row_factory = sqlite3.Row
    return conn


@contextmanager
def cursor():
    conn = connect()
    try:
        cur = conn.cursor()
        yield cur
        conn.commit()
    finally:
        conn.close()


SCHEMA = """
CREATE TABLE IF NOT EXISTS inspections (
    id INTEGER PRIMARY KEY,
    station TEXT NOT NULL,
    keeper TEXT NOT NULL,
    lamp_hours REAL,
    notes TEXT,
    inspected_at TEXT
);
CREATE TABLE IF NOT EXISTS keepers (
    uid TEXT PRIMARY KEY,
    display_name TEXT,
    pw_hash TEXT
);
"""


def init_schema():
    conn = connect()
    conn.executescript(SCHEMA)
    conn.close()
