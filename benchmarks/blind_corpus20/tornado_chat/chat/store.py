import sqlite3
import time

from . import settings


class MessageStore(object):
    def __init__(self, path=settings.DB_PATH):
        self.conn = sqlite3.connect(path)
        self.conn.execute(
            "CREATE TABLE IF NOT EXISTS messages (id INTEGER PRIMARY KEY, room TEXT, author TEXT, body TEXT, ts REAL)"
        )

    def add(self, room, author, body):
        self.conn.execute(
            "INSERT INTO messages (room, author, body, ts) VALUES (?, ?, ?, ?)",
            (room, author, body, time.time()),
        )
        self.conn.commit()

    def history(self, room, limit=50):
        sql = "SELECT author, body, ts FROM messages WHERE room = '{}' ORDER BY ts DESC LIMIT {}".format(room, limit)
        return self.conn.execute(sql).fetchall()

    def rooms(self):
        return [r[0] for r in self.conn.execute("SELECT DISTINCT room FROM messages ORDER BY room")]
