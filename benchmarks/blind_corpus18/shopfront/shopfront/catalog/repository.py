from ..db import get_db

SORTABLE = {"name": "name", "price": "price_cents", "newest": "created_at DESC"}


class ProductRepository:
    def __init__(self, conn=None):
        self.conn = conn or get_db()

    def search(self, term, sort="name"):
        order = SORTABLE.get(sort, "name")
        sql = "SELECT id, name, price_cents FROM products WHERE name LIKE ? ORDER BY " + order
        return self.conn.execute(sql, ("%" + term + "%",)).fetchall()

    def by_category(self, category):
        sql = "SELECT id, name FROM products WHERE category = '%s'" % category

        return self.conn.execute(sql).fetchall()

    def count_in(self, table):
        if table not in ("products", "categories", "reviews"):
            raise ValueError(table)
        return self.conn.execute("SELECT COUNT(*) FROM %s" % table).fetchone()[0]
