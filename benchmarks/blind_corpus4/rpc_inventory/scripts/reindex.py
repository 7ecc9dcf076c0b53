#!/usr/bin/env python
"""Operator script: dump + reload one table to rebuild its indexes.

usage: reindex.py TABLE
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), '..', 'inventory_rpc'))
import config


def main(argv):
    if len(argv) != 2:
        print __doc__
        return 2
    table = argv[1]
    dump = "/var/backups/inventory/%s.sql" % table
    rc = os.system("mysqldump -h %s -u %s %s %s > %s" % (config.DB_HOST, config.DB_USER, config.DB_NAME, table, dump))
    if rc:
        print >>sys.stderr, "dump failed"
        return 1
    rc = subprocess.call(["mysql", "-h", config.DB_HOST, "-u", config.DB_USER, config.DB_NAME],
                         stdin=open(dump))
    return 0 if rc == 0 else 1


if __name__ == '__main__':
    sys.exit(main(sys.argv))
