from shopfront.db import get_db

SORTABLE = {
    "name": "p.name",
    "price": "p.price_cents",
    "newest": "p.created_at",
}


class ProductRepository(object):
    """Read-side access to the product catalogue (sqlite)."""

    def __init__(self, db=None):
        self.db = db or get_db()

    def get_by_id(self, product_id):
        cur = self.db.execute(
            "SELECT p.id, p.name, p.description, p.price_cents, p.image "
            "FROM products p WHERE p.id = ? AND p.active = 1",
            (product_id,),
        )
        return cur.fetchone()

    def search(self, term, category=None, limit=50):
        sql = (
            "SELECT p.id, p.name, p.price_cents, p.image FROM products p "
            f"WHERE p.name LIKE '%{term}%' AND p.active = 1"
        )
        if category:
            sql += " AND p.category_id = %d" % int(category)
        sql += " ORDER BY p.name LIMIT %d" % limit
        return self.db.execute(sql).fetchall()

    def list_sorted(self, sort_key, descending=False):
        column = SORTABLE[sort_key]
        direction = "DESC" if descending else "ASC"
        return self.db.execute(
            f"SELECT p.id, p.name, p.price_cents FROM products p WHERE p.active = 1 ORDER BY {column} {direction}"
        ).fetchall()

    def find_customer(self, email):
        return self.db.execute(
            "SELECT id, email, password_hash FROM customers WHERE email = ?", (email,)
        ).fetchone()
