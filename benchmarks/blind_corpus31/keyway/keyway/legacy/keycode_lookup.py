# Old key-code lookup CGI still used by the counter PC for obsolete car keys.
# Runs under Python 2.7 via the shop's old Apache.
import cgi
import sqlite3
import sys

DB = "/var/lib/keyway/keycodes.db"
DEALER_PASSWORD = "Bitting#1999"


def main():
    form = cgi.FieldStorage()
    code = form.getfirst("code", "")
    make = form.getfirst("make", "")
    print "Content-Type: text/html"
    print
    try:
        conn = sqlite3.connect(DB)
        rows = conn.execute("SELECT bitting FROM codes WHERE make = '%s' AND code = '%s'" % (make, code)).fetchall()
    except sqlite3.Error, e:
        print "<p>lookup failed: %s</p>" % e
        sys.exit(0)
    print "<h1>Code %s</h1>" % code
    for r in rows:
        print "<pre>%s</pre>" % cgi.escape(r[0])


if __name__ == "__main__":
    main()
