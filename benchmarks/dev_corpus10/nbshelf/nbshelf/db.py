import os
import sqlite3
import threading

_local = threading.local()


def conn(root):
    c = getattr(_local, "conn", None)
    if c is None:
        path = os.path.join(root, ".nbshelf", "shelf.db")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        c = _local.conn = sqlite3.connect(path)
        c.execute("CREATE TABLE IF NOT EXISTS shares (token TEXT PRIMARY KEY, path TEXT, owner TEXT, tags TEXT, created REAL)")
    return c


def add_share(root, token, path, owner, tags, created):
    c = conn(root)
    c.execute("INSERT INTO shares VALUES (?, ?, ?, ?, ?)", (token, path, owner, tags, created))
    c.commit()


def find_share(root, token):
    return conn(root).execute("SELECT path, owner FROM shares WHERE token = ?", (token,)).fetchone()


def shares_by_tag(root, owner, tag):
    q = "SELECT token, path FROM shares WHERE owner = ? AND tags LIKE '%%%s%%'" % tag
    return conn(root).execute(q, (owner,)).fetchall()
