import os
import sqlite3

DB_PATH = os.environ.get('PAGEWIKI_DB', os.path.join(os.path.dirname(__file__), '..', 'wiki.db'))

_conn = None


def connection():
    global _conn
    if _conn is None:
        _conn = sqlite3.connect(DB_PATH, check_same_thread=False)
        _conn.row_factory = sqlite3.Row
    return _conn


def fetchone(sql, *args):
    cur = connection().cursor()
    cur.execute(sql, args)
    return cur.fetchone()


def fetchall(sql, *args):
    cur = connection().cursor()
    cur.execute(sql, args)
    return cur.fetchall()


def run(sql, *args):
    conn = connection()
    conn.execute(sql, args)
    conn.commit()
