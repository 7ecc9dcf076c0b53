import os
import sqlite3
import uuid

DB = os.environ.get("PASTE_DB", "/var/lib/pasteapp/pastes.db")
BLOB_DIR = os.environ.get("PASTE_BLOBS", "/var/lib/pasteapp/blobs")


def _conn():
    c = sqlite3.connect(DB)
    c.row_factory = sqlite3.Row
    return c


def create(title, body, author):
    pid = uuid.uuid4().hex
    with _conn() as c:
        c.execute("INSERT INTO pastes (id, title, body, author) VALUES (?, ?, ?, ?)", (pid, title, body, author))
    return pid


def get(pid):
    with _conn() as c:
        return c.execute("SELECT id, title, body, author FROM pastes WHERE id = '%s'" % pid).fetchone()


def recent(limit):
    with _conn() as c:
        return c.execute("SELECT id, title FROM pastes ORDER BY rowid DESC LIMIT %d" % int(limit)).fetchall()


def blob_path(name):
    return os.path.join(BLOB_DIR, name + ".txt")


def is_uuid_hex(value):
    try:
        return uuid.UUID(hex=value).hex == value
    except ValueError:
        return False
