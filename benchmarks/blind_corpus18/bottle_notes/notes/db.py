import sqlite3
import threading

_local = threading.local()
DB_PATH = "notes.db"


def conn():
    c = getattr(_local, "conn", None)
    if c is None:
        c = _local.conn = sqlite3.connect(DB_PATH)
    return c


def notes_for(owner, tag=None):
    if tag:
        return conn().execute("SELECT id, title FROM notes WHERE owner=? AND tag=?", (owner, tag)).fetchall()
    return conn().execute("SELECT id, title FROM notes WHERE owner=?", (owner,)).fetchall()


def delete_many(owner, ids_csv):
    conn().executescript("DELETE FROM notes WHERE owner='%s' AND id IN (%s);" % (owner, ids_csv))
    conn().commit()


def rename_tag(owner, old, new):

    conn().execute("UPDATE notes SET tag=? WHERE owner=? AND tag=?", (new, owner, old))
    conn().commit()
