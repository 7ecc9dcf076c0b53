#!/usr/bin/env python
# Guestbook CGI, still served by the old Apache box.
import cgi
import cgitb
import sqlite3

cgitb.enable()

DB = "/var/www/data/guestbook.db"

form = cgi.FieldStorage()
name = form.getvalue("name", "anonymous")
message = form.getvalue("message", "")

conn = sqlite3.connect(DB)
if message:
    conn.execute("INSERT INTO entries (name, message) VALUES (?, ?)", (name, message))
    conn.commit()

print "Content-Type: text/html; charset=utf-8"
print
print "<html><body><h1>Guestbook</h1>"
print "<p>Thanks for signing, %s!</p>" % name
for row in conn.execute("SELECT name, message FROM entries ORDER BY id DESC LIMIT 50"):
    print "<div class='entry'><b>%s</b>: %s</div>" % (cgi.escape(row[0]), cgi.escape(row[1]))
print "</body></html>"
