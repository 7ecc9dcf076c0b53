#!/usr/bin/env python
# Monthly takings report from the old back office; still linked from the
# managers' menu on the intranet page.
import cgi
import os

form = cgi.FieldStorage()
shop = form.getvalue("shop", "all")
adjust = form.getvalue("adjust", "0")

print "Content-Type: text/html"
print

try:
    correction = eval(adjust)
except Exception, e:
    correction = 0

os.system("sort -t, -k2 /srv/giftaid/takings/%s.csv > /tmp/takings_sorted.csv" % shop)
total = 0.0
for line in open("/tmp/takings_sorted.csv"):
    total += float(line.split(",")[2])

print "<h1>Takings for %s</h1>" % shop
print "<p>Total: &pound;%.2f (adjusted by %s)</p>" % (total + correction, adjust)
