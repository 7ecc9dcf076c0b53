#!/usr/bin/python
# Builds a contact sheet for a scanned roll. Python 2 on the old lab box.
import cgi
import hashlib
import os
import sys

SCANS = "/var/lib/darkroom/scans"
CACHE = "/var/cache/darkroom"

form = cgi.FieldStorage()
roll = form.getfirst("roll", "")
cols = form.getfirst("cols", "6")

key = hashlib.md5(roll + ":" + cols).hexdigest()
out = os.path.join(CACHE, key + ".jpg")

if not os.path.exists(out):
    try:
        pipe = os.popen("montage %s/%s/*.jpg -tile %sx -geometry +2+2 %s" % (SCANS, roll, cols, out))
        pipe.read()
    except OSError, e:
        print "Status: 500"
        print "Content-Type: text/plain"
        print
        print "montage failed: %s" % e
        sys.exit(0)

print "Content-Type: image/jpeg"
print
sys.stdout.write(open(out, "rb").read())
