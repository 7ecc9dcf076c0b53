#!/usr/bin/env python3
import cgi
import os
import sys

DOCS = {
    "handbook": "/srv/intranet/docs/handbook.pdf",
    "holidays": "/srv/intranet/docs/holidays-2024.pdf",
    "expenses": "/srv/intranet/docs/expense-policy.pdf",
}

form = cgi.FieldStorage()
key = form.getfirst("doc", "")
path = DOCS.get(key)
if path is None:
    print("Status: 404 Not Found\nContent-Type: text/plain\n\nno such document")
    sys.exit(0)

with open(path, "rb") as fh:
    data = fh.read()
sys.stdout.write("Content-Type: application/pdf\nContent-Length: %d\n\n" % len(data))
sys.stdout.flush()
sys.stdout.buffer.write(data)
