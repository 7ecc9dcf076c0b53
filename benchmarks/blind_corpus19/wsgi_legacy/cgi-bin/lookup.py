#!/usr/bin/env python
import cgi
import os
import pipes
import re

form = cgi.FieldStorage()
domain = form.getvalue("domain", "")
mode = form.getvalue("mode", "whois")

print "Content-Type: text/plain"
print

if mode == "dig":
    if not re.match(r"^[A-Za-z0-9.-]+$", domain):
        print "bad domain"
    else:
        print os.popen("dig +short %s" % pipes.quote(domain)).read()
else:
    try:
        output = os.popen("whois " + domain).read()
    except OSError, e:
        output = "lookup failed: %s" % e
    print output
