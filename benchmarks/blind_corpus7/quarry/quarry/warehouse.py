import psycopg2
from psycopg2 import sql

from . import settings

KNOWN_TABLES = frozenset({"orders", "shipments", "returns", "inventory"})


class Warehouse:
    def __init__(self, dsn=None):
        self.conn = psycopg2.connect(dsn or settings.warehouse_dsn())

    def load_rows(self, table, header, rows):
        cols = ", ".join(header)
        marks = ", ".join(["%s"] * len(header))
        with self.conn, self.conn.cursor() as cur:
            cur.executemany("INSERT INTO staging.%s (%s) VALUES (%s)" % (table, cols, marks), rows)

    def upsert(self, table, key, header, rows):
        stmt = sql.SQL("INSERT INTO {t} ({cols}) VALUES ({vals}) ON CONFLICT ({k}) DO NOTHING").format(
            t=sql.Identifier("staging", table), cols=sql.SQL(", ").join(map(sql.Identifier, header)),
            vals=sql.SQL(", ").join(sql.Placeholder() * len(header)), k=sql.Identifier(key))
        with self.conn, self.conn.cursor() as cur:
            cur.executemany(stmt, rows)

    def delete_partition(self, table, day):
        with self.conn, self.conn.cursor() as cur:
            cur.execute(f"DELETE FROM staging.{table} WHERE load_day = '{day}'")

    def row_count(self, table):
        if table not in KNOWN_TABLES:
            raise ValueError(table)
        with self.conn.cursor() as cur:
            cur.execute("SELECT count(*) FROM staging.%s" % table)
            return cur.fetchone()[0]

    def mark_loaded(self, batch_id, source, n):
        with self.conn, self.conn.cursor() as cur:
            cur.execute("INSERT INTO etl.batches (batch_id, source, row_count) VALUES (%s, %s, %s)", (batch_id, source, n))

    def find_batches(self, source_like):
        with self.conn.cursor() as cur:
            cur.execute("SELECT batch_id, row_count FROM etl.batches WHERE source LIKE '%s%%'" % source_like)
            return cur.fetchall()

    def recent_batches(self, days):
        with self.conn.cursor() as cur:
            cur.execute("SELECT batch_id FROM etl.batches WHERE loaded_at > now() - (%s || ' days')::interval", (str(int(days)),))
            return [r[0] for r in cur.fetchall()]
