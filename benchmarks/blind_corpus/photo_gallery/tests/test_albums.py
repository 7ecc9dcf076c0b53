import sqlite3

from gallery.albums import Album


def test_count():
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE photos (id INTEGER, caption TEXT, album TEXT, owner TEXT)")
    assert Album(conn, "a", "b").count() == 0
