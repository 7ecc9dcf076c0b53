#!/usr/bin/env python
# Nightly sync from the old asset server. Python 2 only (runs on cron01).
import cPickle
import os
import pipes
import sys
import tempfile
import urllib2

STATE = "/var/lib/jobrunner/cron_sync.state"


def load_state():
    try:
        f = open(STATE, "rb")
        return cPickle.load(f)
    except IOError, e:
        print >>sys.stderr, "no state yet: %s" % e
        return {}


def mirror(src, dst):
    cmd = "rsync -a --delete %s %s" % (pipes.quote(src), pipes.quote(dst))
    print "running", cmd
    return os.system(cmd)


def fetch_index(base):
    tmp = tempfile.mktemp(prefix="idx")
    data = urllib2.urlopen(base + "/index.txt").read()
    open(tmp, "w").write(data)
    return tmp


if __name__ == "__main__":
    state = load_state()
    idx = fetch_index(sys.argv[1])
    for line in open(idx):
        mirror(line.strip(), "/srv/assets/")
    print "done", len(state)
