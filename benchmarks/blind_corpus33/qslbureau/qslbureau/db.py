"""The local SQLite catalogue of contacts and cards."""
import sqlite3

SCHEMA = """
CREATE TABLE IF NOT EXISTS qsos (
    id INTEGER PRIMARY KEY, call TEXT, band TEXT, mode TEXT, qso_date TEXT, time_on TEXT,
    operator TEXT, name TEXT, qth TEXT, card_url TEXT, confirmed INTEGER DEFAULT 0,
    UNIQUE (call, band, mode, qso_date, time_on)
);
CREATE TABLE IF NOT EXISTS sent (qso_id INTEGER, via TEXT, sent_on TEXT);
CREATE TABLE IF NOT EXISTS uploaders (call TEXT PRIMARY KEY, pw_hash TEXT);
"""


def connect(path):
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(path))
    conn.row_factory = sqlite3.Row
    conn.executescript(SCHEMA)
    return conn
