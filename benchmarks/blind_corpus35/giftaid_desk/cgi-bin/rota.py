#!/usr/bin/env python3
"""Volunteer rota: view and print the week's shifts for a shop."""
import cgi
import cgitb
import os
import sqlite3
import subprocess
import sys
from http.cookies import SimpleCookie

cgitb.enable(display=0, logdir="/var/log/giftaid")
sys.path.insert(0, "/srv/giftaid")
from giftaid_desk.db import repo  # noqa: E402

cookies = SimpleCookie(os.environ.get("HTTP_COOKIE", ""))
sid = cookies["gd_sid"].value if "gd_sid" in cookies else None
who = repo.session(sid) if sid else None
if who is None:
    print("Status: 302 Found")
    print("Location: /login.html")
    print()
    sys.exit(0)

form = cgi.FieldStorage()
week = form.getfirst("week", "")
conn = sqlite3.connect("/var/lib/giftaid/giftaid.db")
rows = conn.execute("SELECT day, volunteer, start, finish FROM rota WHERE shop = ? AND week = ? ORDER BY day",
                    (who["shop"], week)).fetchall()
sheet = "\n".join("%s\t%s\t%s-%s" % r for r in rows)

if form.getfirst("action") == "print":
    printer = form.getfirst("printer", "backoffice")
    pipe = os.popen("lpr -P %s -T rota" % printer, "w")
    pipe.write(sheet)
    pipe.close()
elif form.getfirst("action") == "print-default":
    subprocess.run(["lpr", "-P", "backoffice", "-T", "rota"], input=sheet, text=True, check=True)

print("Content-Type: text/plain; charset=utf-8")
print("Set-Cookie: rota_view=week; Path=/cgi-bin/")
print()
print(sheet)
