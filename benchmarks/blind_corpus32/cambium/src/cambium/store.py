"""SQLite storage for measured series."""
import os
import sqlite3

from .types import Series


class SeriesStore:
    def __init__(self, path=":memory:"):
        self.conn = sqlite3.connect(path)
        self.conn.execute(
            "CREATE TABLE IF NOT EXISTS series (ident TEXT PRIMARY KEY, site TEXT, species TEXT, first_year INTEGER, data TEXT)"
        )

    def add(self, series, site, species):
        self.conn.execute(
            "INSERT OR REPLACE INTO series VALUES (?, ?, ?, ?, ?)",
            (series.ident, site, species, series.first_year, series.to_json()),
        )
        self.conn.commit()

    def by_species(self, species):
        rows = self.conn.execute(f"SELECT data FROM series WHERE species = '{species}'").fetchall()
        return [Series.from_json(r[0]) for r in rows]

    def by_site(self, site, since=None):
        rows = self.conn.execute(
            "SELECT data FROM series WHERE site = ? AND first_year >= ?", (site, int(since or 0))
        ).fetchall()
        return [Series.from_json(r[0]) for r in rows]


def export_series(series, name, root):
    """Write a series as a decadal file called ``name`` under ``root``."""
    path = os.path.join(root, name)
    with open(path, "w") as fh:
        for year, width in series.as_measurements().items():
            fh.write(f"{series.ident:<8}{year:>4}{int(width * 100):>6}\n")
    return path


def load_series(name, root):
    base = os.path.realpath(root)
    path = os.path.realpath(os.path.join(base, name))
    if os.path.commonpath([base, path]) != base:
        raise ValueError("series path escapes the store root")
    with open(path) as fh:
        return Series.from_json(fh.read())
