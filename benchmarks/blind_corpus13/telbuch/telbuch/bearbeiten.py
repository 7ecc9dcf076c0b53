#!/usr/bin/python3
"""Pflegemaske: Telefonnummer und Raum eines Eintrags aendern."""
import cgi
import html
import os
from http.cookies import SimpleCookie

import ldap

from telbuch import ldaputil, sitzung


def aktuelle_sitzung():
    keks = SimpleCookie(os.environ.get("HTTP_COOKIE", ""))
    if sitzung.COOKIE not in keks:
        return None
    return sitzung.laden(keks[sitzung.COOKIE].value)


def formular(eintrag, zurueck):
    uid = html.escape(ldaputil.wert(eintrag, "uid"), quote=True)
    tel = html.escape(ldaputil.wert(eintrag, "telephoneNumber"), quote=True)
    raum = html.escape(ldaputil.wert(eintrag, "roomNumber"), quote=True)
    return """<form method="post">
<input type="hidden" name="uid" value="%s">
<input type="hidden" name="zurueck" value="%s">
Telefon: <input name="tel" value="%s"><br>
Raum: <input name="raum" value="%s"><br>
<input type="submit" value="Speichern"></form>""" % (uid, html.escape(zurueck, quote=True), tel, raum)


def main():
    form = cgi.FieldStorage()
    if aktuelle_sitzung() is None:
        print("Status: 302 Found")
        print("Location: /telbuch/anmelden.py")
        print()
        return
    conn = ldaputil.verbinden()
    eintrag = ldaputil.finde_per_uid(conn, form.getfirst("uid", ""))
    if eintrag is None:
        print("Status: 404 Not Found\nContent-Type: text/plain\n\nunbekannt")
        return
    if os.environ.get("REQUEST_METHOD") == "POST":
        aenderung = [
            (ldap.MOD_REPLACE, "telephoneNumber", [form.getfirst("tel", "").encode("utf-8")]),
            (ldap.MOD_REPLACE, "roomNumber", [form.getfirst("raum", "").encode("utf-8")]),
        ]
        conn.modify_s(eintrag[0], aenderung)
        print("Status: 303 See Other")
        print("Location: %s" % form.getfirst("zurueck", "/telbuch/suche.py"))
        print()
        return
    print("Content-Type: text/html; charset=utf-8\n")
    print(formular(eintrag, form.getfirst("zurueck", "/telbuch/suche.py")))


if __name__ == "__main__":
    main()
