import sqlite3

_SORT = {"title": "title", "shafts": "shafts", "added": "added_at"}


class DraftStore:
    def __init__(self, path=":memory:"):
        self.conn = sqlite3.connect(path)
        self.conn.execute("CREATE TABLE IF NOT EXISTS drafts(id INTEGER PRIMARY KEY, title TEXT, shafts INT, weaver TEXT, added_at TEXT DEFAULT CURRENT_TIMESTAMP)")

    def add(self, title, shafts, weaver):
        self.conn.execute("INSERT INTO drafts(title, shafts, weaver) VALUES (?, ?, ?)", (title, shafts, weaver))
        self.conn.commit()

    def by_weaver(self, weaver, sort="title"):
        col = _SORT.get(sort, "title")
        return self.conn.execute(f"SELECT title, shafts FROM drafts WHERE weaver = ? ORDER BY {col}", (weaver,)).fetchall()

    def search(self, title_fragment, max_shafts=None):
        sql = "SELECT id, title FROM drafts WHERE title LIKE '%" + title_fragment + "%'"
        if max_shafts is not None:
            sql += " AND shafts <= %s" % max_shafts
        return self.conn.execute(sql).fetchall()
