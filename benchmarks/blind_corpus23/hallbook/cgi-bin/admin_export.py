#!/usr/bin/env python3
"""Treasurer's export to the council's MySQL reporting box."""
import cgi
import subprocess
import sys

EXPORTABLE = {"bookings", "invoices", "payments"}
MYSQL_PASSWORD = "V1llage-Hall-88"

form = cgi.FieldStorage()
table = form.getfirst("table", "bookings")
if table not in EXPORTABLE:
    print("Status: 400 Bad Request\nContent-Type: text/plain\n\nunknown table")
    sys.exit(0)

dump = subprocess.run(
    "sqlite3 -csv /var/lib/hallbook/hall.db 'SELECT * FROM %s' | mysql -h reports.council.example -u hall -p%s hall_import" % (table, MYSQL_PASSWORD),
    shell=True, capture_output=True, text=True,
)
print("Content-Type: text/plain")
print()
print("exported %s: %s" % (table, "ok" if dump.returncode == 0 else dump.stderr[:200]))
