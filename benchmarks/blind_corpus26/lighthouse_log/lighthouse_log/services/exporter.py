import csv
import hashlib
import os
import tempfile

from ..db import cursor


def _rows():
    with cursor() as cur:
        cur.execute("SELECT station, keeper, lamp_hours, inspected_at FROM inspections ORDER BY inspected_at")
        return cur.fetchall()


def export_csv():
    """Writes all inspections to a CSV file and returns (path, etag)."""
    path = tempfile.mktemp(suffix=".csv", prefix="lh_export_")
    with open(path, "w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["station", "keeper", "lamp_hours", "inspected_at"])
        for r in _rows():
            writer.writerow([r["station"], r["keeper"], r["lamp_hours"], r["inspected_at"]])
    with open(path, "rb") as fh:
        etag = hashlib.md5(fh.read()).hexdigest()
    return path, etag


def export_summary_bytes():
    with tempfile.NamedTemporaryFile("w+", suffix=".txt", delete=False) as tmp:
        for r in _rows():
            tmp.write("%s\t%s\n" % (r["station"], r["lamp_hours"]))
        name = tmp.name
    with open(name, "rb") as fh:
        data = fh.read()
    os.unlink(name)
    return data
