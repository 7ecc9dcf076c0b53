#!/usr/bin/env python3
import cgi
import html
import sys

sys.path.insert(0, "/srv/intranet")
from lib.ldaputil import people_matching  # noqa: E402


def main():
    form = cgi.FieldStorage()
    q = form.getfirst("q", "").strip()
    print("Content-Type: text/html; charset=utf-8")
    print()
    print("<html><body><h1>Phone book</h1>")
    if q:
        print("<p>Results for <em>%s</em></p><table>" % q)
        for dn, attrs in people_matching(q):
            cn = attrs.get("cn", [b"?"])[0].decode()
            tel = attrs.get("telephoneNumber", [b""])[0].decode()
            print("<tr><td>%s</td><td>%s</td></tr>" % (html.escape(cn), html.escape(tel)))
        print("</table>")
    print("</body></html>")


main()
