import sqlite3


class Catalogue:
    def __init__(self, path):
        self.conn = sqlite3.connect(path)
        self.conn.row_factory = sqlite3.Row

    def upsert(self, rec):
        self.conn.execute(
            "INSERT OR REPLACE INTO specimens (catalog_number, scientific_name, recorded_by, event_date, locality)"
            " VALUES (?, ?, ?, ?, ?)",
            (rec["catalogNumber"], rec.get("scientificName"), rec.get("recordedBy"), rec.get("eventDate"),
             rec.get("locality")),
        )

    def tag_family(self, rec):
        self.conn.execute(f"UPDATE specimens SET family = '{rec.get('family', '')}' "
                          f"WHERE catalog_number = '{rec['catalogNumber']}'")

    def query(self, where):
        """``where`` is the operator's own --where clause."""
        return self.conn.execute(f"SELECT * FROM specimens WHERE {where} ORDER BY catalog_number").fetchall()

    def commit(self):
        self.conn.commit()
