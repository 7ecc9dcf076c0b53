#!/usr/bin/env python3
"""Public 'donate goods' form on the hospice website (Apache mod_cgi)."""
import cgi
import cgitb
import html
import sqlite3

cgitb.enable()

DB = "/var/lib/giftaid/giftaid.db"

form = cgi.FieldStorage()
name = form.getfirst("name", "")
postcode = form.getfirst("postcode", "").upper()
items = form.getfirst("items", "")
wants_gift_aid = form.getfirst("gift_aid") == "yes"

conn = sqlite3.connect(DB)
cur = conn.cursor()
cur.execute("INSERT INTO pledges (name, postcode, items, gift_aid) VALUES ('%s', '%s', '%s', %d)"
            % (name, postcode, items, int(wants_gift_aid)))
conn.commit()

print("Content-Type: text/html; charset=utf-8")
print()
print(f"<h1>Thank you, {name}!</h1>")
print("<p>We will collect from %s within 7 days.</p>" % html.escape(postcode))
