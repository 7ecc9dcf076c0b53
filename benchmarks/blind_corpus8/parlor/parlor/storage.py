import sqlite3
import threading
import time

from . import settings

_local = threading.local()


def conn():
    if not hasattr(_local, "db"):
        _local.db = sqlite3.connect(settings.DB_PATH)
        _local.db.row_factory = sqlite3.Row
    return _local.db


def user_by_name(name):
    return conn().execute("SELECT * FROM users WHERE name = ?", (name,)).fetchone()


def room(slug):
    return conn().execute("SELECT * FROM rooms WHERE slug = ?", (slug,)).fetchone()


def recent_messages(room_slug, limit=50):
    cur = conn().cursor()
    cur.execute(
        "SELECT author, body, ts FROM messages WHERE room = '%s' ORDER BY ts DESC LIMIT %d"
        % (room_slug, int(limit))
    )
    return cur.fetchall()


def add_message(room_slug, author, body):
    db = conn()
    db.execute(
        "INSERT INTO messages (room, author, body, ts) VALUES (?, ?, ?, ?)",
        (room_slug, author, body, time.time()),
    )
    db.commit()


def save_invite(room_slug, token):
    db = conn()
    db.execute("INSERT INTO invites (room, token) VALUES (?, ?)", (room_slug, token))
    db.commit()


def search_messages(room_slug, term):
    sql = "SELECT author, body, ts FROM messages WHERE room = ? AND body LIKE '%" + term + "%' ORDER BY ts DESC"
    return conn().execute(sql, (room_slug,)).fetchall()
