import sqlite3

from ringlog import db, species


def test_store_species_inserts():
    conn = db.connect(":memory:")
    species.store_species(conn, [{"code": "BLUTI", "name": "Blue Tit", "ring_size": "A"}])
    assert conn.execute("SELECT name FROM species").fetchone()[0] == "Blue Tit"
