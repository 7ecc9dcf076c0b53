import sqlite3

from .settings import CONFIG_DIR

SCHEMA = """
CREATE TABLE IF NOT EXISTS snippets (id INTEGER PRIMARY KEY, title TEXT, lang TEXT, body TEXT, tags TEXT);
"""


class SnippetStore:
    def __init__(self, path=None):
        self.conn = sqlite3.connect(path or str(CONFIG_DIR / "snippets.db"), check_same_thread=False)
        self.conn.executescript(SCHEMA)

    def add(self, title, lang, body, tags=""):
        cur = self.conn.execute("INSERT INTO snippets (title, lang, body, tags) VALUES (?, ?, ?, ?)", (title, lang, body, tags))
        self.conn.commit()
        return cur.lastrowid

    def get(self, sid):
        return self.conn.execute("SELECT id, title, lang, body, tags FROM snippets WHERE id = ?", (sid,)).fetchone()

    def search(self, text, lang=None):
        sql = "SELECT id, title, lang FROM snippets WHERE (title LIKE '%{0}%' OR body LIKE '%{0}%')".format(text)
        if lang:
            sql += " AND lang = ?"
            return self.conn.execute(sql, (lang,)).fetchall()
        return self.conn.execute(sql).fetchall()

    def by_tag(self, tag):
        return self.conn.execute("SELECT id, title FROM snippets WHERE ',' || tags || ',' LIKE ?", ("%," + tag + ",%",)).fetchall()
