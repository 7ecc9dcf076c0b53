import sqlite3


class DocumentIndex:
    """Full-text index over document sections (SQLite FTS5)."""

    def __init__(self, path=":memory:"):
        self.conn = sqlite3.connect(path)
        self.conn.execute("CREATE VIRTUAL TABLE IF NOT EXISTS docs USING fts5(doc_id UNINDEXED, title, body)")

    def add(self, doc_id, title, body):
        self.conn.execute("INSERT INTO docs (doc_id, title, body) VALUES (?, ?, ?)", (doc_id, title, body))
        self.conn.commit()

    def search(self, term, limit=20):
        return self.conn.execute(f"SELECT doc_id, title FROM docs WHERE docs MATCH '{term}' ORDER BY rank LIMIT {int(limit)}").fetchall()

    def titles_starting(self, prefix, limit=20):
        return self.conn.execute("SELECT doc_id, title FROM docs WHERE title LIKE ? || '%' LIMIT ?", (prefix, int(limit))).fetchall()
