import os

import psycopg2
from psycopg2 import sql

_conn = None

STATUS_TABLES = {"image": "image_jobs", "video": "video_jobs", "document": "document_jobs"}


def conn():
    global _conn
    if _conn is None or _conn.closed:
        _conn = psycopg2.connect(os.environ.get("MEDIAQ_DSN", "dbname=mediaq"))
        _conn.autocommit = True
    return _conn


def set_status(kind, job_id, status):
    table = STATUS_TABLES[kind]
    with conn().cursor() as cur:
        cur.execute(sql.SQL("UPDATE {} SET status = %s, updated_at = now() WHERE id = %s").format(sql.Identifier(table)),
                    (status, job_id))


def record_upload(owner, filename, size, labels):
    with conn().cursor() as cur:
        cur.execute(
            "INSERT INTO uploads (owner, filename, size, labels) VALUES ('{}', '{}', {}, '{}') RETURNING id".format(
                owner, filename, size, ",".join(labels)
            )
        )
        return cur.fetchone()[0]
