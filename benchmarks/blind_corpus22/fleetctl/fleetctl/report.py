import csv
import os
import tempfile


def write_report(rows, dest):
    with tempfile.NamedTemporaryFile("w", newline="", dir=os.path.dirname(os.path.abspath(dest)), delete=False) as tmp:
        w = csv.writer(tmp)
        w.writerow(["host", "site", "model", "healthy"])
        w.writerows(rows)
    os.replace(tmp.name, dest)
    return dest
