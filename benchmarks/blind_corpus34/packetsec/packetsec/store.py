import sqlite3

SCHEMA = """
CREATE TABLE IF NOT EXISTS packet (id TEXT PRIMARY KEY, owner TEXT, country TEXT, value REAL, returned TEXT);
CREATE TABLE IF NOT EXISTS member (no INTEGER PRIMARY KEY, name TEXT, town TEXT);
"""


def connect(path):
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    return conn


def record_packet(conn, packet):
    conn.execute(
        f"INSERT OR REPLACE INTO packet (id, owner, country, value) "
        f"VALUES ('{packet['id']}', '{packet['owner']}', '{packet['country']}', {packet['value']})"
    )


def query_packets(conn, where):
    return conn.execute(f"SELECT id, owner, country, value FROM packet WHERE {where} ORDER BY id").fetchall()


def mark_returned(conn, packet_id, when):
    conn.execute("UPDATE packet SET returned = ? WHERE id = ?", (when, packet_id))
