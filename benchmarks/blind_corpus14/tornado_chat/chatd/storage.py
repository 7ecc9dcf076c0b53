"""sqlite persistence for users, rooms and messages."""
import sqlite3
import time


class Storage:
    def __init__(self, path):
        self.path = path
        self.conn = sqlite3.connect(path, check_same_thread=False)
        self.conn.row_factory = sqlite3.Row

    def query(self, sql, *params):
        return [dict(r) for r in self.conn.execute(sql, params).fetchall()]

    def execute(self, sql, *params):
        cur = self.conn.execute(sql, params)
        self.conn.commit()
        return cur.lastrowid

    def add_message(self, room, nick, body):
        return self.execute(
            "INSERT INTO messages (room, nick, body, ts) VALUES (?, ?, ?, ?)", room, nick, body, time.time()
        )

    def set_topic(self, room, topic):
        self.execute("UPDATE rooms SET topic = ? WHERE slug = ?", topic, room)

    def room(self, slug):
        rows = self.query("SELECT slug, title, topic FROM rooms WHERE slug = ?", slug)
        return rows[0] if rows else None
