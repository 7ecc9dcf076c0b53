import csv
import io

import psycopg2
from psycopg2 import sql

from ..registry import task

DSN = "dbname=analytics user=reports host=pg-analytics.internal"


@task("adhoc_report")
def adhoc_report(job):
    query = job["template"].format(**job.get("params", {}))
    with psycopg2.connect(DSN) as conn, conn.cursor() as cur:
        cur.execute(query)
        return _to_csv(cur)


@task("table_report")
def table_report(job):
    with psycopg2.connect(DSN) as conn, conn.cursor() as cur:
        cur.execute(
            sql.SQL("SELECT * FROM {} WHERE day >= %s LIMIT 1000").format(sql.Identifier(job["table"])),
            (job["since"],),
        )
        return _to_csv(cur)


def _to_csv(cur):
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow([d[0] for d in cur.description])
    w.writerows(cur.fetchall())
    return buf.getvalue()
