import sqlite3

from tablekit import select_rows, upsert


def _db():
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)")
    conn.execute("INSERT INTO t VALUES (1, 'a'), (2, 'b')")
    return conn


def test_select():
    t = select_rows(_db(), "t", {"id": 2})
    assert t.rows == [[2, "b"]]


def test_upsert():
    conn = _db()
    upsert(conn, "t", {"id": 1, "name": "z"})
    assert select_rows(conn, "t", {"id": 1}).rows == [[1, "z"]]
