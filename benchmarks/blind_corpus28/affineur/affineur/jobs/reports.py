import csv
import os
import tempfile

from psycopg2 import sql

from affineur import settings
from affineur.db import cursor

SORT_COLUMNS = {"lot", "producer", "entered", "weight_kg"}


def ageing_report(payload):
    """payload: {"producer": "...", "cheese": "tomme", "since": "2024-01-01", "sort": "entered"}"""
    sort = payload.get("sort", "entered")
    if sort not in SORT_COLUMNS:
        sort = "entered"
    with cursor() as cur:
        cur.execute(
            sql.SQL("SELECT lot, producer, cheese, entered, weight_kg FROM wheels "
                    "WHERE producer = %s AND entered >= %s ORDER BY {}").format(sql.Identifier(sort)),
            (payload["producer"], payload["since"]),
        )
        rows = cur.fetchall()
    fd, path = tempfile.mkstemp(suffix=".csv", dir=settings.REPORT_ROOT)
    with os.fdopen(fd, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["lot", "producer", "cheese", "entered", "weight_kg"])
        w.writeheader()
        w.writerows(rows)
    return path


def loss_report(payload):
    cheese = payload.get("cheese", "tomme")
    with cursor() as cur:
        cur.execute("SELECT lot, weight_in_kg - weight_kg AS loss FROM wheels WHERE cheese = '%s' ORDER BY loss DESC" % cheese)
        rows = cur.fetchall()
    path = "/tmp/affineur-loss-%s.csv" % cheese
    with open(path, "w") as fh:
        for r in rows:
            fh.write("%s,%s\n" % (r["lot"], r["loss"]))
    return path
