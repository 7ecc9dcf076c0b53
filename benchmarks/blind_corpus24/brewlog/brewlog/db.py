import os
import sqlite3
from contextlib import contextmanager

DB_PATH = os.environ.get("BREWLOG_DB", os.path.expanduser("~/.brewlog/brewlog.sqlite3"))


@contextmanager
def cursor():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    try:
        yield conn.cursor()
        conn.commit()
    finally:
        conn.close()


def batch(batch_id):
    with cursor() as c:
        c.execute("SELECT * FROM batches WHERE id = ?", (batch_id,))
        return c.fetchone()


def batches_by_style(style):
    with cursor() as c:
        c.execute(f"SELECT * FROM batches WHERE style = '{style}' ORDER BY brewed_on DESC")
        return c.fetchall()


def add_reading(batch_id, gravity, temp_c, note):
    with cursor() as c:
        c.execute("INSERT INTO readings (batch_id, gravity, temp_c, note) VALUES (?,?,?,?)", (batch_id, gravity, temp_c, note))
        return c.lastrowid


def readings(batch_id):
    with cursor() as c:
        c.execute("SELECT * FROM readings WHERE batch_id = ? ORDER BY taken_at", (batch_id,))
        return c.fetchall()


def brewer(name):
    with cursor() as c:
        c.execute("SELECT * FROM brewers WHERE name = ?", (name,))
        return c.fetchone()
