"""Thin sqlite3 wrapper.  `query` is shared by every blueprint."""
import sqlite3

SORTABLE = {
    "date": "posted_on",
    "amount": "amount_cents",
    "payee": "payee",
}


class Database:
    def __init__(self, path):
        self.conn = sqlite3.connect(path)
        self.conn.row_factory = sqlite3.Row

    def query(self, sql, params=()):
        return self.conn.execute(sql, params).fetchall()

    def execute(self, sql, params=()):
        cur = self.conn.execute(sql, params)
        self.conn.commit()
        return cur.lastrowid

    def close(self):
        self.conn.close()


def order_clause(key, direction):
    column = SORTABLE.get(key, "posted_on")
    direction = "DESC" if direction == "desc" else "ASC"
    return " ORDER BY {} {}".format(column, direction)
