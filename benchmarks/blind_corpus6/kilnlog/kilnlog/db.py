import os
import sqlite3

DB_PATH = os.environ.get("KILNLOG_DB", "/srv/kilnlog/kilnlog.db")

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, email TEXT UNIQUE, name TEXT, pw_hash TEXT, webhook_url TEXT, reset_token TEXT);
CREATE TABLE IF NOT EXISTS sessions (sid TEXT PRIMARY KEY, user_id INTEGER, created TEXT DEFAULT CURRENT_TIMESTAMP);
CREATE TABLE IF NOT EXISTS kilns (id INTEGER PRIMARY KEY, name TEXT, port TEXT);
CREATE TABLE IF NOT EXISTS firings (id INTEGER PRIMARY KEY, kiln TEXT, started TEXT, cone TEXT, atmosphere TEXT, notes TEXT, profile BLOB);
CREATE TABLE IF NOT EXISTS temps (kiln_id INTEGER, ts TEXT, minute INTEGER, temp_c REAL);
"""


def connect():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn


def init():
    with connect() as conn:
        conn.executescript(SCHEMA)


def user_by_email(email):
    with connect() as conn:
        return conn.execute("SELECT * FROM users WHERE email = ?", (email or "",)).fetchone()


def user_by_id(user_id):
    with connect() as conn:
        return conn.execute("SELECT * FROM users WHERE id = ?", (user_id,)).fetchone()


def create_session(sid, user_id):
    with connect() as conn:
        conn.execute("INSERT INTO sessions (sid, user_id) VALUES (?, ?)", (sid, user_id))


def session_user(sid):
    with connect() as conn:
        row = conn.execute("SELECT user_id FROM sessions WHERE sid = ?", (sid,)).fetchone()
    return row["user_id"] if row else None


def delete_session(sid):
    with connect() as conn:
        conn.execute("DELETE FROM sessions WHERE sid = ?", (sid,))


def latest_temps(kiln_id, limit=20):
    with connect() as conn:
        return conn.execute(
            "SELECT ts, minute, temp_c FROM temps WHERE kiln_id = ? ORDER BY ts DESC LIMIT ?", (kiln_id, limit)
        ).fetchall()


def kiln(kiln_id):
    with connect() as conn:
        return conn.execute("SELECT * FROM kilns WHERE id = ?", (kiln_id,)).fetchone()
