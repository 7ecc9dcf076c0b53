#!/usr/bin/env python3
"""Sweep certificate viewer; customers reach it from the link in their e-mail."""
import cgi
import cgitb
import html
import sys

sys.path.insert(0, "/srv/flueworks")

from flueworks.db import connect  # noqa: E402

cgitb.enable(display=0, logdir="/var/log/flueworks/cgi")

form = cgi.FieldStorage()
reference = form.getfirst("ref", "")
row = connect().execute(
    "SELECT name, address, appliance, swept_on, sweep FROM certificates WHERE reference = ?", (reference,)
).fetchone()

print("Content-Type: text/html; charset=utf-8")
print()
if row is None:
    print("<p>No certificate for reference %s</p>" % reference)
else:
    print("<h1>Certificate of chimney sweeping</h1>")
    for label, key in (("Customer", "name"), ("Address", "address"), ("Appliance", "appliance"), ("Swept on", "swept_on"), ("Sweep", "sweep")):
        print("<p><b>%s:</b> %s</p>" % (label, html.escape(str(row[key]))))
