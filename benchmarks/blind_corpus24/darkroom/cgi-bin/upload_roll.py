#!/usr/bin/env python3
import cgi
import cgitb
import os
import re
import sys

cgitb.enable()

INCOMING = "/var/lib/darkroom/scans/incoming"
ROLL_RE = re.compile(r"^[A-Za-z0-9_-]{1,40}$")

form = cgi.FieldStorage()
item = form["scan"] if "scan" in form else None
roll = form.getfirst("roll", "")
back = form.getfirst("return", "/orders")

if item is None or not item.filename or not ROLL_RE.match(roll):
    print("Status: 400 Bad Request")
    print("Content-Type: text/plain")
    print()
    print("missing scan or bad roll id")
    sys.exit(0)

dest_dir = os.path.join(INCOMING, roll)
os.makedirs(dest_dir, exist_ok=True)
dest = os.path.join(dest_dir, os.path.basename(item.filename))
with open(dest, "wb") as fh:
    fh.write(item.file.read())

print("Status: 303 See Other")
print("Location: %s" % back)
print()
