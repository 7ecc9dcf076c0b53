"""Tiny sqlite access layer (the intranet predates the ORM migration)."""
import sqlite3
from contextlib import closing


def connect(settings):
    url = settings["sqlalchemy.url"]
    path = url.split("sqlite:///", 1)[-1]
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    return conn


def fetch_all(conn, sql, params=()):
    with closing(conn.cursor()) as cur:
        cur.execute(sql, params)
        return [dict(r) for r in cur.fetchall()]


def fetch_one(conn, sql, params=()):
    rows = fetch_all(conn, sql, params)
    return rows[0] if rows else None


def request_conn(request):
    """Per-request connection, closed by a finished callback."""
    conn = connect(request.registry.settings)
    request.add_finished_callback(lambda r: conn.close())
    return conn
