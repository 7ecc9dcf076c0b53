import sqlite3

_COLUMNS = ("id", "entrytype", "title", "author", "year", "journal")


class ReferenceStore(object):
    """A tiny sqlite-backed reference library."""

    def __init__(self, path=":memory:"):
        self.db = sqlite3.connect(path)
        self.db.execute("CREATE TABLE IF NOT EXISTS refs (id TEXT PRIMARY KEY, entrytype TEXT,"
                        " title TEXT, author TEXT, year TEXT, journal TEXT)")

    def add(self, entry):
        values = tuple(entry.get(c if c != "entrytype" else "ENTRYTYPE", "") for c in _COLUMNS[1:])
        self.db.execute("INSERT OR REPLACE INTO refs VALUES (?, ?, ?, ?, ?, ?)", (entry["ID"],) + values)

    def by_author(self, author):
        return self.db.execute("SELECT * FROM refs WHERE author LIKE ?", ("%" + author + "%",)).fetchall()

    def by_field(self, field, value):
        if field not in _COLUMNS:
            raise ValueError("unknown field %r" % field)
        return self.db.execute("SELECT * FROM refs WHERE %s = ?" % field, (value,)).fetchall()

    def search(self, where_clause):
        """Advanced search: ``store.search("year > 2010 AND journal = 'Nature'")``."""
        return self.db.execute("SELECT * FROM refs WHERE " + where_clause).fetchall()

    def by_year(self, year):
        return self.db.execute("SELECT * FROM refs WHERE year = '{}'".format(year)).fetchall()
