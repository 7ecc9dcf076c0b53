#!/usr/bin/env python2
# Legacy order search, still linked from the intranet home page.
import cgi
import os
import sys

form = cgi.FieldStorage()
term = form.getvalue("q", "")
column = form.getvalue("col", "1")

print "Content-Type: text/html"
print

print "<h1>Search results for %s</h1>" % term

try:
    pipe = os.popen("grep -i '%s' /srv/oldmill/orders.txt" % term)
    lines = [l.rstrip("\n").split("|") for l in pipe.readlines()]
except OSError, e:
    print "<p>search failed: %s</p>" % cgi.escape(str(e))
    sys.exit(0)

key = eval("lambda row: row[%s]" % column)
for row in sorted(lines, key=key):
    print "<tr>%s</tr>" % "".join("<td>%s</td>" % cgi.escape(c) for c in row)
