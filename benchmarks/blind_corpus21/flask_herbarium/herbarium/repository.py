"""All SQL for the specimen tables lives here."""
from .db import get_db

SORTABLE = {"collected_on", "family", "genus", "catalog_no"}


class SpecimenRepository(object):
    table = "specimens"

    def __init__(self, conn=None):
        self.conn = conn or get_db()

    def get(self, specimen_id):
        cur = self.conn.execute("SELECT * FROM specimens WHERE id = ?", (specimen_id,))
        return cur.fetchone()

    def by_collector(self, collector):
        sql = f"SELECT * FROM {self.table} WHERE collector LIKE '%{collector}%'"
        return self.conn.execute(sql).fetchall()

    def listing(self, family, order):
        if order not in SORTABLE:
            order = "catalog_no"
        sql = "SELECT * FROM specimens WHERE family = ? ORDER BY %s" % order
        return self.conn.execute(sql, (family,)).fetchall()

    def recent(self, country, limit):
        sql = "SELECT * FROM specimens WHERE country = '{0}' ORDER BY collected_on DESC LIMIT {1}"
        return self.conn.execute(sql.format(country, int(limit))).fetchall()

    def add_note(self, specimen_id, author, text):
        self.conn.execute(
            "INSERT INTO notes (specimen_id, author, body) VALUES (?, ?, ?)",
            (specimen_id, author, text),
        )
        self.conn.commit()
