import sqlite3
import threading

SCHEMA = """
CREATE TABLE IF NOT EXISTS zones (id INTEGER PRIMARY KEY, name TEXT, block TEXT, emitter TEXT, flow_lpm REAL);
CREATE TABLE IF NOT EXISTS events (id INTEGER PRIMARY KEY, ts TEXT, zone_id INTEGER, action TEXT, minutes INTEGER, user TEXT);
CREATE TABLE IF NOT EXISTS users (name TEXT PRIMARY KEY, pw_hash TEXT);
"""


class Storage:
    def __init__(self, path):
        self.path = path
        self._lock = threading.Lock()
        self.conn = sqlite3.connect(path, check_same_thread=False)
        self.conn.row_factory = sqlite3.Row
        self.conn.executescript(SCHEMA)

    def execute(self, sql, params=()):
        with self._lock:
            cur = self.conn.execute(sql, params)
            self.conn.commit()
            return cur

    def zones(self, like=None):
        if like:
            return self.execute("SELECT * FROM zones WHERE name LIKE ? ORDER BY id", (f"%{like}%",)).fetchall()
        return self.execute("SELECT * FROM zones ORDER BY id").fetchall()

    def zone(self, zone_id):
        return self.execute("SELECT * FROM zones WHERE id = ?", (zone_id,)).fetchone()

    def log_event(self, zone_id, action, minutes, user):
        self.execute(
            "INSERT INTO events (ts, zone_id, action, minutes, user) VALUES (datetime('now'), ?, ?, ?, ?)",
            (zone_id, action, minutes, user),
        )

    def user(self, name):
        return self.execute("SELECT name, pw_hash FROM users WHERE name = ?", (name,)).fetchone()


# --- queries over the irrigation event log ---


def events_between(storage, zone_id, start, end):
    sql = (
        "SELECT ts, zone_id, action, minutes, user FROM events "
        "WHERE zone_id = %d AND ts BETWEEN '%s' AND '%s' ORDER BY ts" % (zone_id, start, end)
    )
    return storage.execute(sql).fetchall()


def water_used(storage, zone_id, flow_lpm):
    rows = storage.execute(
        "SELECT COALESCE(SUM(minutes), 0) FROM events WHERE zone_id = ? AND action = 'open'",
        (zone_id,),
    ).fetchone()
    return rows[0] * flow_lpm
