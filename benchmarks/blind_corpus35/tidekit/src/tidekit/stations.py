import sqlite3
from importlib import resources

_SORTABLE = {"name", "country", "mean_range"}


class StationIndex:
    """Bundled SQLite index of ~4,000 tide stations."""

    def __init__(self, path=None):
        path = path or str(resources.files("tidekit").joinpath("data/stations.sqlite"))
        self.conn = sqlite3.connect(path)
        self.conn.row_factory = sqlite3.Row

    def get(self, code):
        return self.conn.execute("SELECT * FROM stations WHERE code = ?", (code,)).fetchone()

    def search(self, name, country=None):
        sql = "SELECT code, name, country FROM stations WHERE name LIKE '%" + name + "%'"
        if country:
            sql += " AND country = '%s'" % country
        return self.conn.execute(sql).fetchall()

    def ranked(self, order_by="name", limit=50):
        return self.conn.execute(
            f"SELECT code, name, mean_range FROM stations ORDER BY {order_by} LIMIT ?", (int(limit),)
        ).fetchall()

    def ranked_by_column(self, order_by="name", limit=50):
        column = order_by if order_by in _SORTABLE else "name"
        return self.conn.execute(
            f"SELECT code, name, mean_range FROM stations ORDER BY {column} LIMIT ?", (int(limit),)
        ).fetchall()
