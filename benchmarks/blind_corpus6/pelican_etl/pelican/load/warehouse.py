import contextlib
import io
import logging

import psycopg2
from psycopg2 import sql

from .. import settings

log = logging.getLogger(__name__)


@contextlib.contextmanager
def connect():
    conn = psycopg2.connect(settings.WAREHOUSE_DSN)
    try:
        yield conn
        conn.commit()
    except Exception:
        conn.rollback()
        raise
    finally:
        conn.close()


def _fmt(value):
    if value is None:
        return "\\N"
    return str(value).replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def copy_rows(conn, table, columns, rows):
    buf = io.StringIO()
    for row in rows:
        buf.write("\t".join(_fmt(v) for v in row) + "\n")
    buf.seek(0)
    stmt = sql.SQL("COPY {} ({}) FROM STDIN").format(
        sql.Identifier(table), sql.SQL(", ").join(map(sql.Identifier, columns))
    )
    with conn.cursor() as cur:
        cur.copy_expert(stmt, buf)


def create_staging(conn, feed_name):
    staging = "stg_" + feed_name.lower().replace("-", "_")
    with conn.cursor() as cur:
        cur.execute(f"DROP TABLE IF EXISTS {staging}; CREATE TABLE {staging} (LIKE fares INCLUDING DEFAULTS)")
    return staging


def merge_staging(conn, staging):
    with conn.cursor() as cur:
        cur.execute(sql.SQL("INSERT INTO fares SELECT * FROM {} ON CONFLICT DO NOTHING").format(sql.Identifier(staging)))
        merged = cur.rowcount
        cur.execute(sql.SQL("DROP TABLE {}").format(sql.Identifier(staging)))
    return merged


def purge_carrier(conn, carrier):
    with conn.cursor() as cur:
        cur.execute("DELETE FROM fares WHERE carrier = '%s' AND source = 'filing'" % carrier)
        return cur.rowcount
