#!/usr/bin/env python2
"""Nightly log rotation for the hosts that still run the 2.7 system python.

Usage: rotate_logs.py <app-name> <log-dir>
"""
import os
import pipes
import sys
import time


def rotate(name, log_dir):
    stamp = time.strftime("%Y%m%d")
    manifest = "/tmp/rotate-%s.manifest" % name
    out = open(manifest, "w")
    for fname in sorted(os.listdir(log_dir)):
        if not fname.endswith(".log"):
            continue
        src = os.path.join(log_dir, fname)
        dst = "%s.%s" % (src, stamp)
        os.rename(src, dst)
        status = os.system("gzip -9 %s" % pipes.quote(dst))
        print >>out, dst, status
    out.close()
    print "rotated logs for %s" % name


if __name__ == "__main__":
    try:
        rotate(sys.argv[1], sys.argv[2])
    except IndexError, e:
        print >>sys.stderr, __doc__
        sys.exit(2)
