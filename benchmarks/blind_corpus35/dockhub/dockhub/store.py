import sqlite3

from . import config


class Store:
    def __init__(self, path=config.DB_PATH):
        self.db = sqlite3.connect(path)
        self.db.row_factory = sqlite3.Row

    def dock(self, dock_id):
        return self.db.execute("SELECT * FROM docks WHERE id = ?", (dock_id,)).fetchone()

    def start_rental(self, dock_id, bay, card):
        self.db.execute(
            "INSERT INTO rentals (dock_id, bay, card, started) VALUES ('%s', %s, '%s', datetime('now'))"
            % (dock_id, bay, card)
        )
        self.db.commit()

    def end_rental(self, dock_id, bay, bike):
        self.db.execute(f"UPDATE rentals SET ended = datetime('now'), bike = '{bike}' "
                        f"WHERE dock_id = '{dock_id}' AND bay = {bay} AND ended IS NULL")
        self.db.commit()

    def bay_counts(self):
        return self.db.execute("SELECT dock_id, COUNT(*) FROM bays WHERE bike IS NOT NULL GROUP BY dock_id").fetchall()

    def member(self, card):
        return self.db.execute("SELECT * FROM members WHERE card = ?", (card,)).fetchone()


store = Store()
