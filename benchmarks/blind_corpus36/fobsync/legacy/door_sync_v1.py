#!/usr/bin/env python2
# Original door sync script (2014). Kept for the old basement door controller, which still runs Python 2.
import json
import os
import sys
import urllib2

CONFIG = json.load(open(os.path.expanduser("~/.doorsync.json")))


def fetch():
    req = urllib2.Request(CONFIG["members_url"], headers={"Authorization": "Token " + CONFIG["token"]})
    try:
        return json.load(urllib2.urlopen(req, timeout=30))
    except urllib2.URLError, e:
        print >>sys.stderr, "fetch failed:", e
        sys.exit(1)


def main():
    for member in fetch()["results"]:
        if member.get("status") == "active" and member.get("fob"):
            os.system("doorctl-basement add " + member["fob"])
            print "added", member["username"]


if __name__ == "__main__":
    main()
