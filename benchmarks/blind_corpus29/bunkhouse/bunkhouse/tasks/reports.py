import csv
import tempfile

from ..celery_app import app
from ..db import cursor


@app.task(name="bunkhouse.tasks.reports.occupancy")
def occupancy(payload):
    month = payload.get("month", "")
    path = "/tmp/occupancy-%s.csv" % month
    with open(path, "w", newline="") as fh:
        with cursor() as cur:
            cur.execute("SELECT night, beds FROM occupancy WHERE to_char(night, 'YYYY-MM') = %s", (month,))
            csv.writer(fh).writerows((r["night"], r["beds"]) for r in cur.fetchall())
    return path


@app.task(name="bunkhouse.tasks.reports.cleaning_rota")
def cleaning_rota(payload):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as fh:
        for room in payload.get("rooms", []):
            fh.write("Room %s\n" % room)
        return fh.name
