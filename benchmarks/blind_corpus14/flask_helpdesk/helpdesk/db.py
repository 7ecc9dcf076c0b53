import sqlite3

from flask import current_app, g


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(current_app.config["DATABASE"], detect_types=sqlite3.PARSE_DECLTYPES)
        g.db.row_factory = sqlite3.Row
    return g.db


def close_db(exc=None):
    db = g.pop("db", None)
    if db is not None:
        db.close()


class Repository:
    """Base repository; subclasses set ``table`` and may override ``where``."""

    table = None
    columns = "*"

    def where(self, filters):
        return "1=1", []

    def list(self, filters=None, limit=100):
        clause, params = self.where(filters or {})
        sql = "SELECT %s FROM %s WHERE %s ORDER BY id DESC LIMIT %d" % (self.columns, self.table, clause, int(limit))
        return [dict(r) for r in get_db().execute(sql, params).fetchall()]

    def get(self, pk):
        row = get_db().execute("SELECT %s FROM %s WHERE id = ?" % (self.columns, self.table), (pk,)).fetchone()
        return dict(row) if row else None
