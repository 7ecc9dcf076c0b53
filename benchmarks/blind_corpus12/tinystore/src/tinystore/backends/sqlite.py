import sqlite3

from .base import BaseBackend


class SQLiteBackend(BaseBackend):
    def __init__(self, path, table="documents", **kw):
        super().__init__(**kw)
        self.table = self.quote_ident(table)
        self.conn = sqlite3.connect(path)
        self.conn.execute("CREATE TABLE IF NOT EXISTS %s (key TEXT PRIMARY KEY, value BLOB, tag TEXT)" % self.table)

    def get(self, key):
        row = self.conn.execute("SELECT value FROM %s WHERE key = ?" % self.table, (key,)).fetchone()
        return self.serializer.loads(row[0]) if row else None

    def put(self, key, value, tag=None):
        self.conn.execute("INSERT OR REPLACE INTO %s (key, value, tag) VALUES (?, ?, ?)" % self.table,
                          (key, self.serializer.dumps(value), tag))
        self.conn.commit()
        self._emit("put", key)

    def keys(self, prefix="", where=None):
        """Return keys starting with *prefix*; *where* is an optional extra filter on the tag column."""
        sql = "SELECT key FROM %s WHERE key LIKE ?" % self.table
        if where:
            sql += " AND tag = '%s'" % where
        return [r[0] for r in self.conn.execute(sql, (prefix + "%",))]
