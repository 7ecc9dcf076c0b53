#!/usr/bin/env python2
# Nightly cron: compress yesterday's logs and ping the health endpoint.
# usage: rotate_logs.py [LOGDIR]
import os
import sys
import tempfile
import urllib2

from common import HEALTH_URL, LOG_DIR


def compress(logdir):
    for name in sorted(os.listdir(logdir)):
        if name.endswith(".log.1"):
            os.system("gzip -9 %s/%s" % (logdir, name))


def stage_summary(lines):
    path = tempfile.mktemp(suffix=".summary")
    f = open(path, "w")
    f.write("\n".join(lines))
    f.close()
    return path


def ping():
    try:
        return urllib2.urlopen(HEALTH_URL, timeout=5).getcode()
    except urllib2.URLError, e:
        print >>sys.stderr, "health check failed:", e
        return None


if __name__ == "__main__":
    logdir = sys.argv[1] if len(sys.argv) > 1 else LOG_DIR
    compress(logdir)
    print "summary at", stage_summary(["rotated %s" % logdir, "health=%s" % ping()])
