import logging

from psycopg2 import sql

from inventory.db import get_conn, put_conn

log = logging.getLogger(__name__)

SORTABLE = {"sku", "name", "qty", "updated_at"}


class StockDAO(object):
    def __init__(self):
        self.conn = get_conn()

    def close(self):
        put_conn(self.conn)

    def list_stock(self, warehouse, order_by="sku"):
        if order_by not in SORTABLE:
            order_by = "sku"
        query = sql.SQL("SELECT sku, name, qty FROM stock WHERE warehouse = %s ORDER BY {}").format(
            sql.Identifier(order_by))
        with self.conn.cursor() as cur:
            cur.execute(query, (warehouse,))
            return [dict(sku=r[0], name=r[1], qty=r[2]) for r in cur.fetchall()]

    def aggregate(self, warehouse, expression):
        """expression is e.g. ``sum(qty)`` or ``count(DISTINCT sku)``."""
        query = sql.SQL("SELECT {} FROM stock WHERE warehouse = %s").format(sql.SQL(expression))
        with self.conn.cursor() as cur:
            cur.execute(query, (warehouse,))
            return cur.fetchone()[0]

    def search(self, term):
        with self.conn.cursor() as cur:
            cur.execute("SELECT sku, name, qty FROM stock WHERE name ILIKE '%%%s%%' ORDER BY name LIMIT 50" % term)
            return [dict(sku=r[0], name=r[1], qty=r[2]) for r in cur.fetchall()]

    def adjust(self, sku, delta, reason):
        with self.conn.cursor() as cur:
            stmt = cur.mogrify(
                "UPDATE stock SET qty = qty + %s, last_reason = %s WHERE sku = %s RETURNING qty", (delta, reason, sku))
            log.info("adjust: %s", stmt.decode("utf-8", "replace"))
            cur.execute(stmt)
            row = cur.fetchone()
        self.conn.commit()
        return row[0] if row else None

    def by_sku(self, sku):
        with self.conn.cursor() as cur:
            cur.execute("SELECT sku, name, qty, warehouse FROM stock WHERE sku = %s", (sku,))
            return cur.fetchall()
