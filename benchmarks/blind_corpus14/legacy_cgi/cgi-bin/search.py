#!/usr/bin/python
# Parts search.  Called as /cgi-bin/search.py?q=...&family=...
import cgi
import cgitb
import sys

sys.path.insert(0, "/srv/catalog/lib")
cgitb.enable()

import MySQLdb
from legacy import db
from legacy.compat import html_escape


def render_rows(rows):
    for part_no, name, price in rows:
        print "<tr><td>%s</td><td>%s</td><td>%.2f</td></tr>" % (html_escape(part_no), html_escape(name), price)


def main():
    form = cgi.FieldStorage()
    q = form.getfirst("q", "")
    family = form.getfirst("family", "")
    print "Content-Type: text/html; charset=utf-8"
    print
    print "<html><body><h1>Search</h1>"
    try:
        if family:
            rows = db.fetch_all("SELECT part_no, name, price FROM parts WHERE family = %s AND name LIKE %s",
                                (family, "%" + q + "%"))
        else:
            rows = db.fetch_all("SELECT part_no, name, price FROM parts WHERE name LIKE '%" + q + "%' ORDER BY part_no")
    except MySQLdb.Error, e:
        print "<p class='err'>Database error: %s</p>" % e
        return
    print "<p>%d results for <em>%s</em></p><table>" % (len(rows), html_escape(q, True))
    render_rows(rows)
    print "</table></body></html>"


main()
