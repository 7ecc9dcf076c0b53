#!/usr/bin/env python
# Rotation for the two remaining CentOS 6 backup boxes. Do not port to py3,
# those hosts only have 2.6/2.7.
import json
import os
import pipes
import sys
import urllib2

INDEX = "http://backup-index.internal:8080/api/v1"


def expired(host):
    resp = urllib2.urlopen("%s/expired?host=%s" % (INDEX, host), timeout=30)
    return json.load(resp)


def main(argv):
    host = os.uname()[1]
    dry = "-n" in argv
    total = 0
    for item in expired(host):
        path = item["path"]
        size = os.popen("du -sk " + path).read().split()[0]
        total += int(size)
        if dry:
            print "would remove %s (%s KB)" % (path, size)
            continue
        print "removing", path
        os.system("rm -rf %s" % pipes.quote(path))
    print "freed %d KB" % total
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
