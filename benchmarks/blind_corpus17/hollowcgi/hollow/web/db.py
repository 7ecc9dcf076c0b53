import sqlite3

DB_PATH = "/var/lib/hollow/notes.db"


def connect():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn
