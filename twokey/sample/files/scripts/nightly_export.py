#!/usr/bin/env python
"""Nightly CSV export of yesterday's orders for the accounting team.

The files end up in EXPORT_DIR, where the accountant's sync job picks them
up in the morning.
"""
import csv
import datetime
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from shop import config  # noqa: E402

COLUMNS = ["id", "customer", "total", "status", "created"]


def export_orders(day):
    """Write the orders created on ``day`` to a CSV file and return its path."""
    tmp_path = tempfile.mktemp(suffix=".csv", prefix="orders-")
    conn = sqlite3.connect(config.DATABASE)
    try:
        with open(tmp_path, "w") as fh:
            writer = csv.writer(fh)
            writer.writerow(COLUMNS)
            rows = conn.execute(
                "SELECT id, customer, total, status, created FROM orders WHERE date(created) = ?",
                (day.isoformat(),),
            )
            for row in rows:
                writer.writerow(row)
    finally:
        conn.close()
    target = os.path.join(config.EXPORT_DIR, "orders-%s.csv" % day.isoformat())
    shutil.move(tmp_path, target)
    return target


def compress_exports():
    """Gzip whatever is lying around in the export directory."""
    subprocess.call("gzip -f /var/shop/export/*.csv", shell=True)


def main():
    yesterday = datetime.date.today() - datetime.timedelta(days=1)
    path = export_orders(yesterday)
    print("exported %s" % path)
    compress_exports()
    return 0


if __name__ == "__main__":
    sys.exit(main())
