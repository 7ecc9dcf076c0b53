#!/usr/bin/env python3
"""Old availability widget still embedded on the parish website."""
import cgi
import cgitb
import html
import sqlite3

cgitb.enable()

form = cgi.FieldStorage()
room = form.getfirst("room", "main")
conn = sqlite3.connect("/var/lib/hallbook/hall.db")
rows = conn.execute("SELECT day, start, finish FROM bookings WHERE room = ? ORDER BY day LIMIT 30", (room,)).fetchall()

print("Content-Type: text/html; charset=utf-8")
print()
print("<h3>%s</h3>" % html.escape(room))
for day, start, finish in rows:
    print("<div>%s %s-%s</div>" % (html.escape(str(day)), html.escape(str(start)), html.escape(str(finish))))
