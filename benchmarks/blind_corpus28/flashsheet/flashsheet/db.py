import sqlite3

from flashsheet import settings


def connect():
    conn = sqlite3.connect(settings.STUDIO["db"])
    conn.row_factory = sqlite3.Row
    return conn


def query(sql, params=()):
    with connect() as conn:
        return conn.execute(sql, params).fetchall()


def execute(sql, params=()):
    with connect() as conn:
        cur = conn.execute(sql, params)
        return cur.lastrowid
