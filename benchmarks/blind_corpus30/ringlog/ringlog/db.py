import sqlite3

SCHEMA = """
CREATE TABLE IF NOT EXISTS species (code TEXT PRIMARY KEY, name TEXT, ring_size TEXT);
CREATE TABLE IF NOT EXISTS recoveries (ring TEXT, species TEXT, found_on TEXT, place TEXT, distance_km REAL, finder_comment TEXT);
CREATE TABLE IF NOT EXISTS volunteers (login TEXT PRIMARY KEY, name TEXT, password TEXT);
"""


def connect(path):
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    conn.executescript(SCHEMA)
    return conn


def select_recoveries(conn, where=None):
    sql = "SELECT ring, species, found_on, place, distance_km, finder_comment FROM recoveries"
    if where:
        sql += " WHERE " + where
    return conn.execute(sql + " ORDER BY found_on DESC").fetchall()
