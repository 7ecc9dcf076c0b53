import os
import sqlite3

DB_PATH = os.path.expanduser("~/.local/share/fobsync/members.sqlite")

SCHEMA = """
CREATE TABLE IF NOT EXISTS member (id INTEGER PRIMARY KEY, username TEXT UNIQUE, display_name TEXT,
                                   email TEXT, fob TEXT, status TEXT, door_pin TEXT);
"""


def connect(path=DB_PATH):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    conn.executescript(SCHEMA)
    return conn
