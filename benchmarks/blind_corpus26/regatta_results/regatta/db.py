import sqlite3

from tornado.options import options


def connect():
    conn = sqlite3.connect(options.db_path)
    conn.row_factory = sqlite3.Row
    return conn
