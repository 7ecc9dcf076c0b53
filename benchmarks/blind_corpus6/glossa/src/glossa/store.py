"""SQLite FTS5-backed concordance store."""
import sqlite3


class TMStore:
    def __init__(self, path, table="segments"):
        if not table.isidentifier():
            raise ValueError(f"bad table name {table!r}")
        self.table = table
        self.conn = sqlite3.connect(path)
        self.conn.execute(f"CREATE VIRTUAL TABLE IF NOT EXISTS {table} USING fts5(src_lang, tgt_lang, src, tgt, tuid UNINDEXED)")
        self._insert_sql = f"INSERT INTO {table} (src_lang, tgt_lang, src, tgt, tuid) VALUES (?, ?, ?, ?, ?)"
        self._match_sql = f"SELECT src, tgt FROM {table} WHERE {table} MATCH ? AND src_lang = ? ORDER BY rank LIMIT ?"

    def add_many(self, rows):
        with self.conn:
            self.conn.executemany(self._insert_sql, rows)

    def import_pairs(self, pairs, src_lang, tgt_lang):
        self.add_many((src_lang, tgt_lang, src, tgt, tuid) for tuid, src, tgt in pairs)

    def search(self, term, src_lang, limit=50):
        quoted = '"' + term.replace('"', '""') + '"'
        return self.conn.execute(self._match_sql, (quoted, src_lang, limit)).fetchall()

    def search_prefix(self, prefix, src_lang, limit=20):
        sql = f"SELECT src, tgt FROM {self.table} WHERE src_lang = ? AND src LIKE '{prefix}%' LIMIT {int(limit)}"
        return self.conn.execute(sql, (src_lang,)).fetchall()

    def close(self):
        self.conn.close()
