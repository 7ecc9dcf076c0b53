#!/usr/bin/python3
# -*- coding: latin-1 -*-
#
# Telefonbuch-Suche (CGI).  Sucht Mitarbeiter über Name oder Abteilung.
# Ursprünglich 2009 für den Apache auf "intranet01" geschrieben (René Müller, IT).
import cgi
import cgitb
import html

from telbuch import ldaputil

cgitb.enable()

KOPF = """Content-Type: text/html; charset=iso-8859-1

<html><head><title>Telefonbuch</title></head><body>
<h1>Telefonbuch der Gesellschaft für Maß- und Prüftechnik</h1>
<form method="get"><input name="name"> <input type="submit" value="Suchen"></form>
"""


def zeile(eintrag):
    felder = [ldaputil.wert(eintrag, a) for a in ("cn", "telephoneNumber", "roomNumber", "ou")]
    return "<tr>%s</tr>" % "".join("<td>%s</td>" % html.escape(f) for f in felder)


def main():
    form = cgi.FieldStorage()
    name = form.getfirst("name", "").strip()
    print(KOPF)
    if not name:
        print("</body></html>")
        return
    conn = ldaputil.verbinden()
    # Suche über Nachname, Vorname und Kürzel
    filt = "(&(objectClass=inetOrgPerson)(|(cn=*%s*)(sn=%s*)(uid=%s)))" % (name, name, name)
    treffer = ldaputil.suchen(conn, filt)
    print("<h2>Ergebnisse für &laquo;%s&raquo;</h2>" % name)
    print("<table>")
    for eintrag in treffer:
        print(zeile(eintrag))
    print("</table></body></html>")


if __name__ == "__main__":
    main()
