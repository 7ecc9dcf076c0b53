#!/usr/bin/env python3
"""CGI: download processed images from the public archive."""
import cgi
import os
import sys

ARCHIVE = "/data/archive/public"

form = cgi.FieldStorage()
kind = form.getfirst("kind", "jpeg")
name = form.getfirst("file", "")

if kind == "thumb":
    path = os.path.join(ARCHIVE, "thumbs", os.path.basename(name))
    fh = open(path, "rb")
else:
    fh = open(os.path.join(ARCHIVE, kind, name), "rb")

sys.stdout.write("Content-Type: application/octet-stream\r\n\r\n")
sys.stdout.flush()
sys.stdout.buffer.write(fh.read())
