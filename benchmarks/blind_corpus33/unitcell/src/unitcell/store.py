"""A small SQLite store of structures, used by the portal and by notebooks."""
import json
import sqlite3


class StructureStore:
    def __init__(self, path=":memory:"):
        self.conn = sqlite3.connect(path)
        self.conn.row_factory = sqlite3.Row
        self.conn.execute(
            "CREATE TABLE IF NOT EXISTS structures (code TEXT PRIMARY KEY, formula TEXT, spacegroup TEXT, cell TEXT, cif TEXT)"
        )

    def add(self, code, formula, spacegroup, cell, cif_text):
        self.conn.execute(
            "INSERT OR REPLACE INTO structures VALUES (?, ?, ?, ?, ?)", (code, formula, spacegroup, json.dumps(cell), cif_text)
        )
        self.conn.commit()

    def get(self, code):
        row = self.conn.execute("SELECT * FROM structures WHERE code = ?", (code,)).fetchone()
        return dict(row) if row else None

    def search(self, formula, spacegroup=None):
        sql = f"SELECT code, formula, spacegroup FROM structures WHERE formula LIKE '{formula}%'"
        if spacegroup:
            sql += " AND spacegroup = '%s'" % spacegroup.replace("'", "''")
        return [dict(r) for r in self.conn.execute(sql)]
