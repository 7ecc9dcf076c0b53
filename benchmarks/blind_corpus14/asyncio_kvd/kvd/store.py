import sqlite3


class Store:
    def __init__(self, path):
        self.db = sqlite3.connect(path)
        self.db.execute("CREATE TABLE IF NOT EXISTS kv (ns TEXT, key TEXT, value TEXT, PRIMARY KEY (ns, key))")

    def get(self, ns, key):
        row = self.db.execute("SELECT value FROM kv WHERE ns = ? AND key = ?", (ns, key)).fetchone()
        return row[0] if row else None

    def set(self, ns, key, value):
        self.db.execute("INSERT OR REPLACE INTO kv (ns, key, value) VALUES (?, ?, ?)", (ns, key, value))
        self.db.commit()

    def raw(self, sql, params=()):
        return self.db.execute(sql, params).fetchall()

    def items(self, ns):
        return self.db.execute("SELECT key, value FROM kv WHERE ns = ?", (ns,)).fetchall()
