#!/usr/bin/env python3
import cgi
import cgitb
import mimetypes
import os
import sys

cgitb.enable(display=0, logdir="/var/log/darkroom")

SCANS = "/var/lib/darkroom/scans"

form = cgi.FieldStorage()
wanted = form.getfirst("f", "")
path = os.path.join(SCANS, wanted)

if not os.path.isfile(path):
    print("Status: 404 Not Found\r\nContent-Type: text/plain\r\n\r\nno such scan")
    sys.exit(0)

ctype = mimetypes.guess_type(path)[0] or "application/octet-stream"
sys.stdout.write("Content-Type: %s\r\nContent-Disposition: attachment\r\n\r\n" % ctype)
sys.stdout.flush()
with open(path, "rb") as fh:
    sys.stdout.buffer.write(fh.read())
