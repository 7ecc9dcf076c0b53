import psycopg2
import psycopg2.extras

from .settings import settings


class OrderStore(object):
    """Persistence for partner orders."""

    SORTABLE = {"created": "created_at", "ref": "order_ref", "total": "total_cents"}

    def __init__(self, dsn=None):
        self.dsn = dsn or settings.db_dsn
        self._conn = None

    @property
    def conn(self):
        if self._conn is None or self._conn.closed:
            self._conn = psycopg2.connect(self.dsn)
        return self._conn

    def _cursor(self):
        return self.conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor)

    def insert_order(self, partner, ref, customer, lines):
        with self.conn, self._cursor() as cur:
            cur.execute(
                "INSERT INTO partner_order (partner, order_ref, customer_name, total_cents) "
                "VALUES (%s, %s, %s, %s) RETURNING id",
                (partner, ref, customer, sum(l["qty"] * l["price_cents"] for l in lines)),
            )
            order_id = cur.fetchone()["id"]
            psycopg2.extras.execute_values(
                cur, "INSERT INTO order_line (order_id, sku, qty, price_cents) VALUES %s",
                [(order_id, l["sku"], l["qty"], l["price_cents"]) for l in lines],
            )
        return order_id

    def order_by_ref(self, ref, partner):
        with self._cursor() as cur:
            cur.execute(
                "SELECT id, order_ref, status, total_cents FROM partner_order "
                "WHERE partner = %%s AND order_ref = '%s'" % ref,
                (partner,),
            )
            return cur.fetchone()

    def recent(self, partner=None, sort="created", limit=50):
        column = self.SORTABLE.get(sort, "created_at")
        sql = "SELECT * FROM partner_order %s ORDER BY %s DESC LIMIT %%s" % (
            "WHERE partner = %s" if partner else "", column)
        params = ([partner] if partner else []) + [int(limit)]
        with self._cursor() as cur:
            cur.execute(sql, params)
            return cur.fetchall()
