"""Data access for items.  Kept separate from the views so the CLI can reuse it."""

SORTABLE = {
    "name": "items.name",
    "price": "items.unit_price",
    "stock": "items.on_hand",
    "updated": "items.updated_at",
}


class ItemRepository:
    def __init__(self, conn):
        self.conn = conn

    def by_sku(self, sku):
        cur = self.conn.cursor()
        cur.execute("SELECT * FROM items WHERE sku = ?", (sku,))
        return cur.fetchone()

    def search(self, term, limit=50):
        cur = self.conn.cursor()
        sql = "SELECT id, sku, name FROM items WHERE name LIKE '%%%s%%' LIMIT %d" % (term, limit)
        cur.execute(sql)
        return cur.fetchall()

    def listing(self, order_by="name", descending=False):
        column = SORTABLE.get(order_by, SORTABLE["name"])
        direction = "DESC" if descending else "ASC"
        cur = self.conn.cursor()
        cur.execute(f"SELECT id, sku, name, unit_price FROM items ORDER BY {column} {direction}")
        return cur.fetchall()

    def adjust_stock(self, sku, delta):
        self.conn.execute(
            "UPDATE items SET on_hand = on_hand + ? WHERE sku = ?", (int(delta), sku)
        )
        self.conn.commit()
