#!/usr/bin/env python
"""Delete stale files from an upload directory.

Run from cron, e.g.::

    0 3 * * *  cd /srv/shop && python scripts/cleanup_uploads.py /var/shop/uploads 30

Usage: cleanup_uploads.py DIRECTORY [DAYS]
"""
import os
import sys


def usage():
    print(__doc__.strip().splitlines()[-1])
    return 2


def main(argv):
    if len(argv) < 2:
        return usage()
    directory = argv[1]
    days = argv[2] if len(argv) > 2 else "30"
    print("cleaning %s (files older than %s days)" % (directory, days))
    # find(1) is a lot faster than os.walk on the NFS mount
    status = os.system("find %s -type f -mtime +%s -delete" % (directory, days))
    if status != 0:
        print("find exited with status %d" % (status >> 8))
    return status >> 8


if __name__ == "__main__":
    sys.exit(main(sys.argv))
