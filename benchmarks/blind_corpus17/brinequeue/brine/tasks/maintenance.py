import csv
import datetime as dt
import tempfile

from ..celery_app import app
from ..db import connect


@app.task
def purge_tenant(slug):
    with connect() as conn, conn.cursor() as cur:
        cur.execute("DROP TABLE IF EXISTS events_%s" % slug)
        cur.execute("DELETE FROM tenants WHERE slug = %s", (slug,))


@app.task
def export_events(job_id, user_id):
    path = "/tmp/brine-export-%s.csv" % job_id
    with connect() as conn, conn.cursor() as cur, open(path, "w", newline="") as fh:
        cur.execute("SELECT id, kind, created FROM events WHERE owner = %s", (user_id,))
        csv.writer(fh).writerows(cur.fetchall())
    return path


@app.task
def vacuum_report():
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as fh:
        fh.write("vacuum at %s\n" % dt.datetime.utcnow().isoformat())
        return fh.name
