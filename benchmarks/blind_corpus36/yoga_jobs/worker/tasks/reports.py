import csv
import os
import tarfile

import psycopg2

from ..celery_app import app
from ..settings import DSN, REPORT_DIR


@app.task
def pay_report(name, month):
    conn = psycopg2.connect(DSN)
    cur = conn.cursor()
    cur.execute("SELECT teacher, count(*) FROM class WHERE to_char(starts, 'YYYY-MM') = %s GROUP BY teacher", (month,))
    path = os.path.join(REPORT_DIR, name + ".csv")
    with open(path, "w", newline="") as fh:
        csv.writer(fh).writerows(cur.fetchall())
    return path


@app.task
def unpack_archive(archive_path, month):
    dest = os.path.join(REPORT_DIR, "archive", month.replace("/", "-"))
    with tarfile.open(archive_path) as tar:
        tar.extractall(dest, filter="data")
    return dest
