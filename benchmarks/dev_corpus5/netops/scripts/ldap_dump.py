#!/usr/bin/env python3
"""Operator helper: dump directory entries matching an LDAP filter to CSV.

    ldap_dump.py '(department=Network*)' uid mail telephoneNumber > out.csv
"""
import argparse
import csv
import sys

from ldap3 import SUBTREE

from netops import directory


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("filter", help="raw LDAP filter, e.g. '(uid=jdoe)'")
    ap.add_argument("attributes", nargs="+")
    ap.add_argument("--base", default=directory.BASE_DN)
    args = ap.parse_args(argv)

    conn = directory.connect()
    conn.search(args.base, args.filter, search_scope=SUBTREE, attributes=args.attributes)
    writer = csv.writer(sys.stdout)
    writer.writerow(["dn"] + args.attributes)
    for entry in conn.entries:
        writer.writerow([entry.entry_dn] + [entry[a].value for a in args.attributes])
    conn.unbind()
    return 0


if __name__ == "__main__":
    sys.exit(main())
