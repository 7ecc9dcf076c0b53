#!/usr/bin/python3
# -*- coding: latin-1 -*-
#
# Telefonverzeichnis (alte CGI-Fassung).  Zeigt Durchwahl, Raum und Bereich.
# Anfragen bitte an die IT, Herrn Müller, Raum 2.14.
import cgi
import cgitb
import sys

sys.path.insert(0, "/srv/intranet")

from lib import dirsearch  # noqa: E402
from lib.wsgiutil import esc  # noqa: E402

cgitb.enable()

UEBERSCHRIFT = "Telefonverzeichnis für alle Standorte"


def zeile(eintrag):
    attrs = eintrag[1]
    name = attrs.get("cn", [b"?"])[0].decode("latin-1")
    tel = attrs.get("telephoneNumber", [b""])[0].decode("latin-1")
    return "<tr><td>%s</td><td>%s</td></tr>" % (esc(name), esc(tel))


def main():
    form = cgi.FieldStorage()
    suche = form.getfirst("name", "")
    bereich = form.getfirst("bereich", "")
    print("Content-Type: text/html; charset=iso-8859-1")
    print()
    print("<html><body><h1>%s</h1>" % UEBERSCHRIFT)
    if bereich:
        treffer = dirsearch.by_department(bereich)
    else:
        treffer = dirsearch.by_name(suche) if suche else []
    print("<p>Ergebnisse für <b>%s</b>:</p>" % suche)
    print("<table>%s</table>" % "".join(zeile(t) for t in treffer))
    print("</body></html>")


if __name__ == "__main__":
    main()
