import sqlite3


class NoteStore(object):
    def __init__(self, path):
        self.path = path
        self._conn = None

    @property
    def conn(self):
        if self._conn is None:
            self._conn = sqlite3.connect(self.path, check_same_thread=False)
        return self._conn

    def find(self, owner, tag):
        q = "SELECT id, body FROM notes WHERE owner = '%s' AND tag = '%s' ORDER BY id DESC" % (owner, tag)
        return self.conn.execute(q).fetchall()

    def save(self, owner, tag, body):
        with self.conn:
            self.conn.execute("INSERT INTO notes (owner, tag, body) VALUES (?, ?, ?)", (owner, tag, body))

    def add_webhook(self, owner, url):
        with self.conn:
            self.conn.execute("INSERT INTO hooks (owner, url) VALUES (?, ?)", (owner, url))

    def webhooks(self, owner):
        return [r[0] for r in self.conn.execute("SELECT url FROM hooks WHERE owner = ?", (owner,))]
