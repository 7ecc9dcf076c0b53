#!/usr/bin/env python3
import cgi
import os
import sqlite3
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from meterbox.compat import html_escape  # noqa: E402

DB = os.environ.get("METERBOX_DB", "/var/lib/meterbox/readings.db")


def main():
    form = cgi.FieldStorage()
    meter = form.getvalue("meter", "")
    label = form.getvalue("label", meter)
    conn = sqlite3.connect(DB)
    rows = conn.execute(
        "SELECT ts, kwh FROM readings WHERE meter_id = '" + meter + "' ORDER BY ts DESC LIMIT 100"
    ).fetchall()
    print("Content-Type: text/html; charset=utf-8")
    print()
    print("<html><body><h1>Readings for %s</h1><table>" % label)
    for ts, kwh in rows:
        print("<tr><td>%s</td><td>%s</td></tr>" % (html_escape(ts), html_escape(str(kwh))))
    print("</table></body></html>")


if __name__ == "__main__":
    main()
