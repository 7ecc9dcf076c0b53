import sqlite3
import threading

_local = threading.local()


def db():
    if not hasattr(_local, "conn"):
        _local.conn = sqlite3.connect("standup.db")
        _local.conn.row_factory = sqlite3.Row
    return _local.conn
