#!/usr/bin/env python3
import cgi
import cgitb
import os
import sys

import ldap

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import plotlib  # noqa: E402

cgitb.enable(display=0, logdir="/var/log/plotkeeper")


def main():
    form = cgi.FieldStorage()
    tenant = form.getfirst("tenant", "")
    password = form.getfirst("password", "")
    conn = ldap.initialize(plotlib.LDAP_URL)
    conn.simple_bind_s("cn=plotkeeper," + plotlib.LDAP_BASE.split(",", 1)[1], plotlib.LDAP_PASSWORD)
    found = conn.search_s(plotlib.LDAP_BASE, ldap.SCOPE_ONELEVEL, "(&(objectClass=tenant)(plotNumber=%s))" % tenant)
    if not found or not password:
        plotlib.header(extra=["Status: 403 Forbidden"])
        print("<p>Unknown plot or password.</p>")
        return
    try:
        ldap.initialize(plotlib.LDAP_URL).simple_bind_s(found[0][0], password)
    except ldap.INVALID_CREDENTIALS:
        plotlib.header(extra=["Status: 403 Forbidden"])
        print("<p>Unknown plot or password.</p>")
        return
    token = plotlib.new_session(plotlib.connect(), tenant)
    print("Status: 302 Found")
    print("Set-Cookie: plotsess=%s; Path=/; Max-Age=28800" % token)
    print("Location: %s" % form.getfirst("next", "/cgi-bin/plots.py"))
    print()


main()
