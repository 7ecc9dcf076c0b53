#!/usr/bin/python
# Original 2009 booking script.  Still linked from the old members' page,
# runs under the system python2 on the dome PC.
import base64
import cgi
import cPickle
import sys

import MySQLdb

form = cgi.FieldStorage()
email = form.getvalue("email", "")

db = MySQLdb.connect(host="localhost", user="obs", db="observatory")
cursor = db.cursor()
try:
    cursor.execute("SELECT id, name FROM members WHERE email = '" + email + "'")
    row = cursor.fetchone()
except MySQLdb.Error, e:
    print "Content-Type: text/plain\n"
    print "database error", e
    sys.exit(0)

prefs = {}
if form.has_key("prefs"):
    prefs = cPickle.loads(base64.b64decode(form["prefs"].value))

if row:
    sys.stdout.write("Set-Cookie: obs_member=%s; Path=/\r\n" % row[0])
print "Content-Type: text/html\n"
print "<p>Hello %s</p>" % (row and row[1] or "unknown")
print "<p>Preferred telescope: %s</p>" % prefs.get("telescope", "C14")
