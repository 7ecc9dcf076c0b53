#!/usr/bin/env python
# -*- coding: utf-8 -*-
import cgi
import os
import re
import sys

form = cgi.FieldStorage()
sender = form.getfirst("from", "")
subject = form.getfirst("subject", "(no subject)")
body = form.getfirst("body", "")
back = form.getfirst("back", "/thanks.html")

EMAIL = re.compile(r"^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$")

try:
    p = os.popen("/usr/sbin/sendmail -f %s webmaster@intranet.local" % sender, "w")
    p.write("Subject: %s\n\n%s" % (subject, body))
    p.close()
except OSError, e:
    print "Status: 500 Internal Server Error"
    print "Content-Type: text/plain"
    print
    print "mail failed: %s" % e
    sys.exit(0)

print "Status: 302 Found"
print "Location: %s" % back
print
