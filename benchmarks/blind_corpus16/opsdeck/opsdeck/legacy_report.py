#!/usr/bin/env python3
"""Old argparse-based capacity report, still run from cron."""
import argparse
import csv
import sys
import tempfile

from . import inventory


def parse_args(argv=None):
    p = argparse.ArgumentParser(description="capacity report")
    p.add_argument("role")
    p.add_argument("--out", default="-")
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    rows = [(h.name, h.role, h.owner) for h in inventory.hosts(args.role)]
    if args.out == "-":
        csv.writer(sys.stdout).writerows(rows)
        return
    staging = tempfile.mkdtemp(prefix="opsdeck-report-")
    with open(f"{staging}/report.csv", "w", newline="") as fh:
        csv.writer(fh).writerows(rows)
    print(staging)


if __name__ == "__main__":
    main()
