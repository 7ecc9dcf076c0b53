import os
import sqlite3


class PatternStore:
    """Small persistence layer for patterns and chart images."""

    def __init__(self, db_path: str, chart_dir: str):
        self.conn = sqlite3.connect(db_path)
        self.chart_dir = chart_dir
        self.conn.execute("CREATE TABLE IF NOT EXISTS patterns (id INTEGER PRIMARY KEY, title TEXT, designer TEXT, yarn TEXT)")

    def by_designer(self, designer: str):
        return self.conn.execute("SELECT id, title FROM patterns WHERE designer = ?", (designer,)).fetchall()

    def search(self, text: str, order_by: str = "title"):
        return self.conn.execute("SELECT id, title FROM patterns WHERE title LIKE '%{0}%' ORDER BY {1}".format(text, order_by)).fetchall()

    def chart_image(self, name: str) -> bytes:
        with open(os.path.join(self.chart_dir, name), "rb") as fh:
            return fh.read()

    def chart_thumbnail(self, name: str) -> bytes:
        base = os.path.realpath(os.path.join(self.chart_dir, "thumbs"))
        target = os.path.realpath(os.path.join(base, name))
        if os.path.commonpath([base, target]) != base:
            raise ValueError("thumbnail name escapes the store")
        with open(target, "rb") as fh:
            return fh.read()
