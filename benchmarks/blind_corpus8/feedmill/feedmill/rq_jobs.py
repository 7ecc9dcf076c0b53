import csv
import random

import psycopg2
from redis import Redis
from rq import Queue

from .settings import PG_DSN, REDIS_URL

queue = Queue("feedmill", connection=Redis.from_url(REDIS_URL))


def spot_check(partner, sample_size=25):
    with psycopg2.connect(PG_DSN) as conn, conn.cursor() as cur:
        cur.execute("SELECT sku, title, price FROM products WHERE source = %s", (partner,))
        rows = cur.fetchall()
    picked = random.sample(rows, min(sample_size, len(rows)))
    return [dict(zip(("sku", "title", "price"), r)) for r in picked]


def export_partner_csv(partner):
    path = "/tmp/feedmill_export_%s.csv" % partner
    with psycopg2.connect(PG_DSN) as conn, conn.cursor() as cur, open(path, "w", newline="") as fh:
        cur.execute("SELECT sku, title, price FROM products WHERE source = %s", (partner,))
        writer = csv.writer(fh)
        writer.writerow(["sku", "title", "price"])
        writer.writerows(cur.fetchall())
    return path


def enqueue_exports(partners):
    return [queue.enqueue(export_partner_csv, p) for p in partners]
