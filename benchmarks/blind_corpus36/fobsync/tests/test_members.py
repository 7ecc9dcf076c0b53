import sqlite3

from fobsync.db import SCHEMA
from fobsync.members import upsert

FAKE_API_KEY = "test-api-key-000"


def test_upsert_inserts():
    conn = sqlite3.connect(":memory:")
    conn.row_factory = sqlite3.Row
    conn.executescript(SCHEMA)
    upsert(conn, [{"id": 1, "username": "ada", "display_name": "Ada", "email": "a@example.org", "fob": "0042", "status": "active"}])
    assert conn.execute("SELECT fob FROM member").fetchone()[0] == "0042"
