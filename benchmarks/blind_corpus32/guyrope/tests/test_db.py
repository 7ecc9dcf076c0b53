import sqlite3

from guyrope.db import ORDERINGS, Repository


def _repo():
    conn = sqlite3.connect(":memory:")
    conn.row_factory = sqlite3.Row
    conn.execute("CREATE TABLE events (id INTEGER PRIMARY KEY, event_name TEXT, event_date TEXT, venue TEXT, marquee_size INTEGER)")
    conn.execute("INSERT INTO events VALUES (1, 'Harvest supper', '2099-09-20', 'Glebe Field', 12)")
    return Repository(conn)


def test_events_at_venue():
    assert [e["id"] for e in _repo().events_at("Glebe Field")] == [1]


def test_unknown_order_falls_back_to_date():
    assert _repo().upcoming("nonsense")[0]["event_name"] == "Harvest supper"
    assert "event_date" in ORDERINGS.values()
