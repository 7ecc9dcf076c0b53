#!/usr/bin/env python3
"""Compress netops logs older than N days (run from cron as the netops user)."""
import argparse
import gzip
import os
import shutil
import time

LOG_DIR = "/var/log/netops"


def rotate(days):
    cutoff = time.time() - days * 86400
    for name in sorted(os.listdir(LOG_DIR)):
        path = os.path.join(LOG_DIR, name)
        if name.endswith(".gz") or not os.path.isfile(path) or os.path.getmtime(path) > cutoff:
            continue
        with open(path, "rb") as src, gzip.open(path + ".gz", "wb") as dst:
            shutil.copyfileobj(src, dst)
        os.unlink(path)
        print("compressed", path)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--days", type=int, default=14)
    rotate(ap.parse_args().days)
