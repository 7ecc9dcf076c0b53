import sqlite3

DB_FILE = "/var/lib/kinfolk/kinfolk.db"


def connect():
    conn = sqlite3.connect(DB_FILE)
    conn.row_factory = sqlite3.Row
    return conn
