#!/usr/bin/env python3
import cgi
import cgitb
import html
import os

cgitb.enable(display=0, logdir="/var/log/intranet/cgitb")

form = cgi.FieldStorage()
name = form.getfirst("name", "anonymous")
comment = form.getfirst("comment", "")

with open("/var/lib/intranet/feedback.log", "a") as fh:
    fh.write("%s\t%s\t%s\n" % (os.environ.get("REMOTE_ADDR", "-"), name, comment.replace("\n", " ")))

print("Content-Type: text/html")
print()
print("<p>Thanks, %s!</p>" % html.escape(name))
