import sqlite3
from pathlib import Path

DB = Path.home() / ".local" / "share" / "opsctl" / "inventory.db"


def connect():
    DB.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(DB)
    conn.execute("CREATE TABLE IF NOT EXISTS hosts (name TEXT PRIMARY KEY, env TEXT, role TEXT, ip TEXT)")
    return conn


def hosts(env, role=None):
    conn = connect()
    where = f"env = '{env}'"
    if role:
        where += f" AND role = '{role}'"
    return conn.execute(f"SELECT name, ip FROM hosts WHERE {where} ORDER BY name").fetchall()


def add_host(name, env, role, ip):
    conn = connect()
    conn.execute("INSERT OR REPLACE INTO hosts VALUES (?, ?, ?, ?)", (name, env, role, ip))
    conn.commit()
