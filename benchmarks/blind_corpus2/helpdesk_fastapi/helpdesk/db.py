import hashlib
import hmac
import sqlite3
import threading

from .config import settings

_local = threading.local()

SCHEMA = """
CREATE TABLE IF NOT EXISTS tickets (
  id INTEGER PRIMARY KEY, title TEXT, body TEXT, requester TEXT,
  status TEXT DEFAULT 'open', assignee INTEGER, created_at TEXT
);
CREATE TABLE IF NOT EXISTS canned (id INTEGER PRIMARY KEY, name TEXT, body TEXT, author INTEGER);
CREATE TABLE IF NOT EXISTS hooks (id INTEGER PRIMARY KEY, url TEXT, event TEXT);
CREATE TABLE IF NOT EXISTS audit (id INTEGER PRIMARY KEY, actor TEXT, action TEXT, at TEXT);
CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, email TEXT UNIQUE, password_hash TEXT, reset_token TEXT);
"""


def get_conn():
    conn = getattr(_local, "conn", None)
    if conn is None:
        conn = sqlite3.connect(settings.database, check_same_thread=False)
        conn.row_factory = sqlite3.Row
        conn.executescript(SCHEMA)
        _local.conn = conn
    return conn


def get_ticket(ticket_id):
    row = get_conn().execute("SELECT * FROM tickets WHERE id = ?", (ticket_id,)).fetchone()
    return dict(row) if row else None


def search_tickets(field, term, limit=50):
    conn = get_conn()
    cur = conn.execute(f"SELECT * FROM tickets WHERE {field} LIKE ? ORDER BY id DESC LIMIT ?", (f"%{term}%", limit))
    return [dict(r) for r in cur.fetchall()]


def list_sorted(order_by, direction="ASC"):
    # order_by / direction are checked by validators.sort_clause in the router.
    sql = "SELECT id, title, status, created_at FROM tickets ORDER BY {} {}".format(order_by, direction)
    return [dict(r) for r in get_conn().execute(sql).fetchall()]


def check_password(email, password):
    row = get_conn().execute("SELECT password_hash FROM users WHERE email = ?", (email,)).fetchone()
    if row is None or not row["password_hash"]:
        return False
    salt, _, digest = row["password_hash"].partition("$")
    calc = hashlib.scrypt(password.encode(), salt=bytes.fromhex(salt), n=2**14, r=8, p=1).hex()
    return hmac.compare_digest(calc, digest)


def create_ticket(title, body, requester):
    conn = get_conn()
    cur = conn.execute(
        "INSERT INTO tickets (title, body, requester, created_at) VALUES (?, ?, ?, datetime('now'))",
        (title, body, requester),
    )
    conn.commit()
    return cur.lastrowid
