import os

import psycopg2
from psycopg2 import sql

_DSN = os.environ.get("UPLOADQ_DSN", "dbname=uploads")


def conn():
    return psycopg2.connect(_DSN)


def set_status(upload_id, status, **extra):
    cols = [sql.Identifier(k) for k in extra]
    assign = sql.SQL(", ").join(sql.SQL("{} = %s").format(c) for c in cols)
    stmt = sql.SQL("UPDATE uploads SET status = %s{} WHERE id = %s").format(sql.SQL(", ") + assign if extra else sql.SQL(""))
    with conn() as c, c.cursor() as cur:
        cur.execute(stmt, [status, *extra.values(), upload_id])


def get_upload(upload_id):
    with conn() as c, c.cursor() as cur:
        cur.execute("SELECT id, owner, filename, path, meta FROM uploads WHERE id = %s", (upload_id,))
        return cur.fetchone()


def tag_upload(upload_id, tags):
    values = ",".join("(%s, '%s')" % (upload_id, t) for t in tags)
    with conn() as c, c.cursor() as cur:
        cur.execute("INSERT INTO upload_tags (upload_id, tag) VALUES " + values)
