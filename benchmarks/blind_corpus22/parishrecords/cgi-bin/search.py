#!/usr/bin/python2
# Legacy surname search (still linked from the 2009 site).  Python 2 only.
import cgi
import cgitb
import sqlite3
import sys

sys.path.insert(0, "/srv/parish")
from parishrecords.settings import DB_PATH

cgitb.enable()

form = cgi.FieldStorage()
surname = form.getvalue("surname", "")
parish = form.getvalue("parish", "")

print "Content-Type: text/html; charset=iso-8859-1"
print

conn = sqlite3.connect(DB_PATH)
try:
    rows = conn.execute("SELECT surname, forename, year FROM baptisms WHERE surname LIKE '" + surname + "%' ORDER BY year").fetchall()
    counts = conn.execute("SELECT COUNT(*) FROM burials WHERE parish = ?", (parish,)).fetchone()
except sqlite3.Error, e:
    print "<p>Database error: %s</p>" % cgi.escape(str(e))
    sys.exit(0)

print "<h2>Results for %s</h2>" % surname
print "<p>Parish %s has %d burials</p>" % (cgi.escape(parish, True), counts[0])
print "<table>"
for r in rows:
    print "<tr><td>%s</td><td>%s</td><td>%d</td></tr>" % (cgi.escape(r[0]), cgi.escape(r[1]), r[2])
print "</table>"
