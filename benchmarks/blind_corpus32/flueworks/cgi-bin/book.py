#!/usr/bin/env python3
"""Public booking form handler (Apache mod_cgi)."""
import cgi
import cgitb
import html
import sys

sys.path.insert(0, "/srv/flueworks")

from flueworks.db import connect  # noqa: E402
from flueworks.lookups import wind_warning  # noqa: E402
from flueworks.tokens import booking_reference  # noqa: E402

cgitb.enable()

form = cgi.FieldStorage()
name = form.getfirst("name", "")
address = form.getfirst("address", "")
appliance = form.getfirst("appliance", "woodburner")
preferred = form.getfirst("date", "")
reference = booking_reference()

conn = connect()
conn.execute(
    "INSERT INTO bookings (reference, name, address, appliance, preferred_date) VALUES (?, ?, ?, ?, ?)",
    (reference, name, address, appliance, preferred),
)
conn.commit()

windy = wind_warning(form.getfirst("lat", "0"), form.getfirst("lon", "0"))

print("Content-Type: text/html; charset=utf-8")
print(f"Set-Cookie: fw_booking={reference}; Path=/; Max-Age=7776000")
print()
print("<h1>Booking received</h1>")
print(f"<p>Your reference is <b>{reference}</b>.</p>")
print(f"<p>We will call {html.escape(name)} to confirm.</p>")
if windy:
    print("<p>High winds are forecast; we may need to move the visit.</p>")
