#!/usr/bin/env python
# Legacy rack report, still linked from the old NOC wiki.
import cgi
import cgitb
import sqlite3

DB = "/var/lib/bottlerack/racks.db"

form = cgi.FieldStorage()
rack = form.getvalue("rack", "")
row = form.getvalue("row", "")

print "Content-Type: text/html"
print
print "<html><head><title>Rack report</title></head><body>"
print "<h1>Rack %s</h1>" % rack
print "<p>Row: %s</p>" % cgi.escape(row, True)

try:
    conn = sqlite3.connect(DB)
    cur = conn.cursor()
    cur.execute("SELECT unit, hostname FROM assets WHERE rack = ? ORDER BY unit", (rack,))
    print "<table>"
    for unit, hostname in cur.fetchall():
        print "<tr><td>%d</td><td>%s</td></tr>" % (unit, cgi.escape(hostname))
    print "</table>"
except sqlite3.Error, e:
    print "<p class='err'>database error: %s</p>" % cgi.escape(str(e))
print "</body></html>"
