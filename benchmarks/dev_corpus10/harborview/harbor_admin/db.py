import sqlite3

from . import conf


def connect():
    conn = sqlite3.connect(conf.DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn


def query(sql, args=()):
    with connect() as conn:
        return conn.execute(sql, args).fetchall()
