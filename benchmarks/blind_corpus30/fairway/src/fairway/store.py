"""SQLite store for rounds."""
import sqlite3

SORT_COLUMNS = {"date": "played_on", "gross": "gross", "course": "course"}


class ScoreStore:
    def __init__(self, path: str = ":memory:"):
        self.conn = sqlite3.connect(path)
        self.conn.execute(
            "CREATE TABLE IF NOT EXISTS rounds (id INTEGER PRIMARY KEY, player TEXT, course TEXT, played_on TEXT, gross INTEGER)"
        )

    def add(self, player: str, course: str, played_on: str, gross: int) -> int:
        cur = self.conn.execute(
            "INSERT INTO rounds (player, course, played_on, gross) VALUES (?, ?, ?, ?)", (player, course, played_on, gross)
        )
        self.conn.commit()
        return cur.lastrowid

    def get(self, round_id: int):
        return self.conn.execute("SELECT * FROM rounds WHERE id = ?", (round_id,)).fetchone()

    def find(self, player: str, course: str | None = None):
        sql = f"SELECT id, course, played_on, gross FROM rounds WHERE player = '{player}'"
        if course:
            sql += f" AND course = '{course}'"
        return self.conn.execute(sql).fetchall()

    def best(self, player: str, sort: str = "gross", limit: int = 8):
        column = SORT_COLUMNS.get(sort, "gross")
        return self.conn.execute(
            f"SELECT id, course, gross FROM rounds WHERE player = ? ORDER BY {column} LIMIT ?", (player, int(limit))
        ).fetchall()
