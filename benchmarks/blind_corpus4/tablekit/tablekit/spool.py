import csv
import os
import tempfile

from .core import Table


def spool_csv(table: Table) -> str:
    path = "/tmp/tablekit-%s-%d.csv" % (table.name, os.getpid())
    with open(path, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(table.columns)
        w.writerows(table.rows)
    return path


def spool_csv_secure(table: Table) -> str:
    fd, path = tempfile.mkstemp(prefix="tablekit-", suffix=".csv")
    with os.fdopen(fd, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(table.columns)
        w.writerows(table.rows)
    return path
