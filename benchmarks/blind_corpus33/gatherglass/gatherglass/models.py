"""SQLite access attached to each request as ``request.db``."""
import sqlite3


def open_db(request):
    conn = sqlite3.connect(request.registry.settings["gatherglass.db"])
    conn.row_factory = sqlite3.Row

    def close(_request):
        conn.close()

    request.add_finished_callback(close)
    return conn


def as_dicts(cursor):
    return [dict(r) for r in cursor.fetchall()]
