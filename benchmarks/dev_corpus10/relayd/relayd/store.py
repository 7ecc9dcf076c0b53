import sqlite3
import time

from . import settings


class Store:
    def __init__(self, path=settings.DB_PATH):
        self.db = sqlite3.connect(path, check_same_thread=False)
        self.db.execute("CREATE TABLE IF NOT EXISTS messages (id INTEGER PRIMARY KEY, box TEXT, sender TEXT, body TEXT, ts REAL)")

    def put(self, box, sender, body):
        self.db.execute("INSERT INTO messages (box, sender, body, ts) VALUES (?, ?, ?, ?)", (box, sender, body, time.time()))
        self.db.commit()

    def fetch(self, box, since=0):
        return self.db.execute("SELECT id, sender, body FROM messages WHERE box = ? AND ts > ?", (box, since)).fetchall()

    def purge(self, box, older_than):
        cur = self.db.execute("DELETE FROM messages WHERE box = '%s' AND ts < %s" % (box, older_than))
        self.db.commit()
        return cur.rowcount

    def count(self, box):
        return self.db.execute("SELECT count(*) FROM messages WHERE box = ?", (box,)).fetchone()[0]
