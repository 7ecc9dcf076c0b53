import sqlite3

from sporeprint import config


def connect():
    conn = sqlite3.connect(config.FINDS_DB)
    conn.row_factory = sqlite3.Row
    return conn
