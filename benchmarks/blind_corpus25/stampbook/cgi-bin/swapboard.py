#!/usr/bin/env python
# Swap-board listing. Written for the society's old Python 2 server in 2009.
import cgi
import random
import sqlite3

DB = "/var/lib/stampbook/catalogue.db"


def main():
    form = cgi.FieldStorage()
    print "Content-Type: text/html"
    print
    try:
        conn = sqlite3.connect(DB)
        rows = conn.execute("SELECT member, sg_number, note FROM swaps WHERE open = 1").fetchall()
    except sqlite3.Error, e:
        print "<p>database unavailable: %s</p>" % cgi.escape(str(e))
        return
    featured = random.choice(rows) if rows else None
    if featured:
        print "<p>Featured: %s offers %s</p>" % (cgi.escape(featured[0]), cgi.escape(featured[1]))
    for member, sg, note in rows:
        print "<li>%s: %s (%s)</li>" % (cgi.escape(member), cgi.escape(sg), cgi.escape(note or ""))


if __name__ == "__main__":
    main()
