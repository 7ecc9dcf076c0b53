import hashlib
import sqlite3


def connect(path):
    conn = sqlite3.connect(path)
    conn.executescript(
        """
        CREATE TABLE IF NOT EXISTS trails (id TEXT PRIMARY KEY, name TEXT, region TEXT, length_km REAL,
                                           start_lat REAL, start_lon REAL, gpx BLOB);
        CREATE TABLE IF NOT EXISTS volunteers (login TEXT PRIMARY KEY, pw_hash TEXT);
        """
    )
    return conn


def upsert_trail(conn, entry, start, gpx):
    lat, lon = start if start else (None, None)
    conn.execute(
        "INSERT OR REPLACE INTO trails (id, name, region, length_km, start_lat, start_lon, gpx) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (entry["id"], entry["name"], entry.get("region"), float(entry.get("length_km", 0)), lat, lon, gpx),
    )


def tag_region(conn, entry):
    # region names come from the registry index
    conn.execute("UPDATE trails SET region = '%s' WHERE id = '%s'" % (entry.get("region", ""), entry["id"]))


def add_volunteer(conn, login, password):
    conn.execute("INSERT OR REPLACE INTO volunteers (login, pw_hash) VALUES (?, ?)",
                 (login, hashlib.md5(password.encode()).hexdigest()))
    conn.commit()
