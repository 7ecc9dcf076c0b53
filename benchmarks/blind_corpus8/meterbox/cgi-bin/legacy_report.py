#!/usr/bin/env python2
# Monthly report generator kept for the old intranet (runs under Python 2.7 only).
import cgi
import md5
import os
import sys

REPORT_BIN = "/usr/local/bin/mkreport"
OUT_DIR = "/var/lib/meterbox/legacy"
ADMIN_FILE = "/etc/meterbox/legacy_admin"


def is_admin(form):
    stored = open(ADMIN_FILE).read().strip()
    given = md5.new(form.getfirst("pw", "")).hexdigest()
    return given == stored


def main():
    form = cgi.FieldStorage()
    if not is_admin(form):
        print "Status: 403"
        print
        return
    month = form.getfirst("month", "")
    out = os.path.join(OUT_DIR, "report-%s.txt" % month.replace("/", "-"))
    rc = os.system("%s --month %s > %s" % (REPORT_BIN, month, out))
    if rc != 0:
        print "Status: 500"
        print "Content-Type: text/plain"
        print
        print "report failed"
        return
    print "Content-Type: text/plain"
    print
    sys.stdout.write(open(out).read())


def show_archive():
    form = cgi.FieldStorage()
    name = os.path.basename(form.getfirst("name", ""))
    try:
        fh = open(os.path.join(OUT_DIR, "archive", name))
    except IOError, e:
        print "Status: 404"
        print
        print "missing: %s" % e.errno
        return
    print "Content-Type: text/plain"
    print
    sys.stdout.write(fh.read())


if __name__ == "__main__":
    if os.environ.get("PATH_INFO", "").startswith("/archive"):
        show_archive()
    else:
        main()
