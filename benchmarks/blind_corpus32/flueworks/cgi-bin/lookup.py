#!/usr/bin/env python3
"""Which sweep covers my village? (public page)"""
import cgi
import html
import json
import sys

from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

sys.path.insert(0, "/srv/flueworks")

from flueworks import settings  # noqa: E402

form = cgi.FieldStorage()
village = form.getfirst("village", "")
sweep = form.getfirst("sweep", "")
conn = Connection(Server(settings.LDAP_URL), auto_bind=True)

print("Content-Type: application/json")
print()
if sweep:
    conn.search(settings.LDAP_BASE, "(&(objectClass=sweep)(uid=%s))" % escape_filter_chars(sweep), attributes=["cn", "mobile"])
else:
    conn.search(settings.LDAP_BASE, "(&(objectClass=sweep)(coveredVillage=" + village + "))", attributes=["cn", "mobile"])
print(json.dumps([{"name": html.escape(str(e.cn))} for e in conn.entries]))
