import sqlite3

SCHEMA = """
CREATE TABLE IF NOT EXISTS entrant (bib INTEGER PRIMARY KEY, chip TEXT UNIQUE, name TEXT, club TEXT, category TEXT);
CREATE TABLE IF NOT EXISTS passing (id INTEGER PRIMARY KEY, chip TEXT, mat TEXT, ts REAL);
CREATE TABLE IF NOT EXISTS note (id INTEGER PRIMARY KEY, bib INTEGER, text TEXT);
"""


class Store:
    def __init__(self, path):
        self.conn = sqlite3.connect(path)
        self.conn.row_factory = sqlite3.Row
        self.conn.executescript(SCHEMA)

    def results(self):
        return self.conn.execute(
            "SELECT e.bib, e.name, e.club, MAX(p.ts) - MIN(p.ts) AS elapsed, "
            "(SELECT text FROM note n WHERE n.bib = e.bib ORDER BY n.id DESC LIMIT 1) AS note "
            "FROM entrant e JOIN passing p ON p.chip = e.chip GROUP BY e.bib ORDER BY elapsed"
        ).fetchall()
