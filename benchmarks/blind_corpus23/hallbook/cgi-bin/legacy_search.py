#!/usr/bin/env python2
# Legacy hirer search from the 2011 site; still linked from the newsletter archive.
import cgi
import MySQLdb

form = cgi.FieldStorage()
q = form.getfirst("q", "")
page_title = form.getfirst("title", "Search")

print "Content-Type: text/html"
print

try:
    db = MySQLdb.connect(host="localhost", user="hall_ro", passwd="", db="hall_legacy")
    cur = db.cursor()
    cur.execute("SELECT hirer, day FROM bookings WHERE hirer LIKE '%%%s%%'" % q)
    rows = cur.fetchall()
except MySQLdb.Error, e:
    print "<p>database unavailable</p>"
    rows = []

print "<h1>%s</h1>" % cgi.escape(page_title)
print "<p>Results for %s</p>" % q
for hirer, day in rows:
    print "<div>%s - %s</div>" % (cgi.escape(hirer), day)
