#!/usr/bin/env python2
# Research enquiry form - still on the old python2 CGI host.
import cgi
import os
import tempfile

form = cgi.FieldStorage()
email = form.getvalue("email", "")
question = form.getvalue("question", "")

tmpname = tempfile.mktemp(".txt")
try:
    fh = open(tmpname, "w")
    fh.write("From: %s\n\n%s\n" % (email, question))
    fh.close()
except IOError, e:
    print "Content-Type: text/plain"
    print
    print "Could not save your enquiry: %s" % e
    raise SystemExit

os.popen('/usr/sbin/sendmail -f "%s" research@hollinsmill.org.uk < %s' % (email, tmpname)).close()
print "Content-Type: text/html"
print
print "<p>Thank you, we will reply within ten working days.</p>"
