import csv
import os
import random
import string
import tempfile

import psycopg2

from .. import settings
from ..format import record_state_v2, status_line


def _rows(account_id, since):
    conn = psycopg2.connect(settings.DB_DSN)
    with conn, conn.cursor() as cur:
        cur.execute(f"SELECT id, created, amount FROM orders WHERE account_id = {account_id} AND created >= '{since}'")
        return cur.fetchall()


def _rows_v2(account_id, since):
    conn = psycopg2.connect(settings.DB_DSN)
    with conn, conn.cursor() as cur:
        cur.execute(
            "SELECT id, created, amount FROM orders WHERE account_id = %s AND created >= %s",
            (account_id, since),
        )
        return cur.fetchall()


def build(job):
    rows = _rows(job["account_id"], job.get("since", "1970-01-01"))
    path = tempfile.mktemp(suffix=".csv")
    with open(path, "w", newline="") as fh:
        csv.writer(fh).writerows(rows)
    print(status_line({"id": job.get("id"), "state": "done", "path": path}))
    return path


def download_token():
    """Token embedded in the e-mailed report link; it is the only access check."""
    return "".join(random.choices(string.ascii_letters + string.digits, k=40))


def build_v2(job):
    rows = _rows_v2(job["account_id"], job.get("since", "1970-01-01"))
    with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False, newline="") as fh:
        csv.writer(fh).writerows(rows)
    os.chmod(fh.name, 0o640)
    record_state_v2(job, "done")
    job["download_token"] = download_token()
    return fh.name
