import psycopg2
from psycopg2 import sql

from ..registry import task
from ..settings import REPORTS_DSN


@task("tenant_report")
def tenant_report(payload):
    conn = psycopg2.connect(REPORTS_DSN)
    with conn, conn.cursor() as cur:
        cur.execute("SELECT day, SUM(amount) FROM ledger WHERE tenant = %s AND day >= %s GROUP BY day", (payload["tenant"], payload["since"]))
        return cur.fetchall()


@task("metric_rollup")
def metric_rollup(payload):
    conn = psycopg2.connect(REPORTS_DSN)
    table = sql.Identifier("metrics_" + payload["granularity"])
    with conn, conn.cursor() as cur:
        cur.execute(sql.SQL("SELECT name, value FROM {} WHERE name = %s").format(table), (payload["name"],))
        return cur.fetchall()


@task("purge_tenant")
def purge_tenant(payload):
    conn = psycopg2.connect(REPORTS_DSN)
    with conn, conn.cursor() as cur:
        cur.execute("DELETE FROM ledger WHERE tenant = '%s' AND day < '%s'" % (payload["tenant"], payload["before"]))
