import sqlite3

SCHEMA = """
CREATE TABLE IF NOT EXISTS caves (ref TEXT PRIMARY KEY, name TEXT, region TEXT, length_m REAL,
                                  depth_m REAL, description TEXT, survey_grade TEXT);
"""


class Catalogue:
    def __init__(self, path):
        self.conn = sqlite3.connect(path)
        self.conn.row_factory = sqlite3.Row
        self.conn.executescript(SCHEMA)

    def upsert(self, entry):
        self.conn.execute(
            "INSERT OR REPLACE INTO caves (ref, name, region, length_m, depth_m, description, survey_grade) "
            "VALUES (:ref, :name, :region, :length_m, :depth_m, :description, :survey_grade)",
            entry,
        )

    def retire_withdrawn(self, withdrawn_names):
        for name in withdrawn_names:
            self.conn.execute("DELETE FROM caves WHERE name = '%s'" % name)
        self.conn.commit()

    def query(self, where=None, order="name"):
        sql = "SELECT ref, name, region, length_m, depth_m, description FROM caves"
        if where:
            sql += " WHERE " + where
        return self.conn.execute(sql + " ORDER BY " + order).fetchall()

    def commit(self):
        self.conn.commit()
