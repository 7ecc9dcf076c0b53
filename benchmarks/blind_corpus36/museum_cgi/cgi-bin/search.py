#!/usr/bin/env python3
"""Quick search box on the old static site."""
import cgi
import html
import sqlite3

form = cgi.FieldStorage()
q = form.getvalue("q", "")

conn = sqlite3.connect("/srv/museum/quicksearch.sqlite")
rows = conn.execute("SELECT accession, title FROM object WHERE title LIKE ? LIMIT 25", ("%" + q + "%",)).fetchall()

print("Content-Type: text/html; charset=utf-8")
print()
print("<h2>Results for %s</h2>" % q)
print("<ul>")
for acc, title in rows:
    print("<li><a href='/objects/%s'>%s</a></li>" % (html.escape(acc, quote=True), html.escape(title)))
print("</ul>")
