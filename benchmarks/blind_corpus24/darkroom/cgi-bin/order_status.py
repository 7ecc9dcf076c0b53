#!/usr/bin/python
# Old order lookup page, still linked from the printed receipts.
import cgi
import os
import sqlite3

DB = "/var/lib/darkroom/orders.db"

form = cgi.FieldStorage()
order_id = form.getfirst("order", "")
code = form.getfirst("code", "")

print "Content-Type: text/html; charset=utf-8"
print

try:
    conn = sqlite3.connect(DB)
    row = conn.execute("SELECT status, process FROM orders WHERE id = ? AND pickup_code = ?", (order_id, code)).fetchone()
except sqlite3.Error, e:
    print "<p>Database unavailable: %s</p>" % cgi.escape(str(e))
    raise SystemExit

if row is None:
    print "<p>No order <b>%s</b> with that code.</p>" % order_id
else:
    print "<p>Order %s (%s): %s</p>" % (cgi.escape(order_id, True), cgi.escape(row[1]), cgi.escape(row[0]))
    print "<p><a href='/'>back</a></p>"
