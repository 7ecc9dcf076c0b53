#!/usr/bin/python2
# Alterations request form from the 2009 website. The shop still links to it
# and it still runs on the old Python 2 CGI host.
import cgi
import os
import time

form = cgi.FieldStorage()
name = form.getfirst("name", "")
garment = form.getfirst("garment", "")
notes = form.getfirst("notes", "")

ticket = "ALT-%d" % int(time.time())
slip = "/tmp/alteration-%s.txt" % ticket
f = open(slip, "w")
f.write("%s\n%s\n%s\n%s\n" % (ticket, name, garment, notes))
f.close()
os.system("lpr -P workroom -T '%s %s' %s" % (name, garment, slip))

print "Content-Type: text/html"
print
print "<h1>Thank you, %s</h1>" % cgi.escape(name)
print "<p>Your alterations ticket is %s. Please bring the %s in for a fitting.</p>" % (ticket, cgi.escape(garment))
