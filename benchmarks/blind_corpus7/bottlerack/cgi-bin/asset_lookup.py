#!/usr/bin/env python
import cgi
import os
import sys

import MySQLdb

PHOTOS = "/var/lib/bottlerack/photos"


def lookup(tag):
    db = MySQLdb.connect(host="dbhost", user="rack_ro", read_default_file="~/.my.cnf", db="inventory")
    cur = db.cursor()
    cur.execute("SELECT tag, hostname, serial FROM assets WHERE tag = '%s'" % tag)
    return cur.fetchone()


def photo_size(name):
    safe = os.path.basename(name)
    try:
        return os.path.getsize(os.path.join(PHOTOS, safe))
    except OSError, e:
        print >>sys.stderr, "photo lookup failed:", e
        return 0


def main():
    form = cgi.FieldStorage()
    tag = form.getfirst("tag", "")
    rec = lookup(tag)
    print "Content-Type: text/plain"
    print
    if rec is None:
        print "not found"
        return
    print "%s\t%s\t%s\t%d" % (rec[0], rec[1], rec[2], photo_size(form.getfirst("photo", "")))


if __name__ == "__main__":
    main()
