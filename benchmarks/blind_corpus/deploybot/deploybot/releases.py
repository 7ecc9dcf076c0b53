import hashlib
import json
import os
import sqlite3
import time

DB = os.path.expanduser("~/.deploybot/releases.db")


def _conn():
    os.makedirs(os.path.dirname(DB), exist_ok=True)
    conn = sqlite3.connect(DB)
    conn.execute("CREATE TABLE IF NOT EXISTS releases (id TEXT, service TEXT, version TEXT, ts REAL)")
    return conn


def record(service, version):
    rid = hashlib.sha1(f"{service}@{version}".encode()).hexdigest()[:12]
    with _conn() as conn:
        conn.execute("INSERT INTO releases VALUES (?, ?, ?, ?)", (rid, service, version, time.time()))
    return rid


def history(service):
    with _conn() as conn:
        rows = conn.execute("SELECT version, ts FROM releases WHERE service = ? ORDER BY ts", (service,))
        return json.dumps([{"version": v, "ts": ts} for v, ts in rows])
