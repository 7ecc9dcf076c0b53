#!/usr/bin/python3
# -*- coding: latin-1 -*-
#
# Raumübersicht: liest die Raumliste (XML-Export aus der Gebäudeverwaltung)
# und zeigt Belegung, Telefon und Größe eines Raums an.
import cgi
import cgitb
import html

from lxml import etree

from telbuch import config

cgitb.enable(display=0, logdir=config.LOG_DIR)

SEITE = """Content-Type: text/html; charset=iso-8859-1

<html><head><title>Räume</title></head><body>%s</body></html>"""


def raumliste():
    return etree.parse(config.RAUM_XML)


def raum_details(baum, nummer):
    return baum.xpath("//raum[@nummer='%s']" % nummer)


def raeume_im_gebaeude(baum, gebaeude):
    return baum.xpath("//raum[@gebaeude=$g]", g=gebaeude)


def als_tabelle(raeume):
    zeilen = []
    for r in raeume:
        zeilen.append("<tr><td>%s</td><td>%s</td><td>%s m²</td></tr>" % (
            html.escape(r.get("nummer", "")),
            html.escape(r.findtext("belegung", "")),
            html.escape(r.findtext("groesse", "?"))))
    return "<table>%s</table>" % "".join(zeilen)


def main():
    form = cgi.FieldStorage()
    baum = raumliste()
    if form.getfirst("nummer"):
        raeume = raum_details(baum, form.getfirst("nummer"))
    else:
        raeume = raeume_im_gebaeude(baum, form.getfirst("gebaeude", "Hauptgebäude"))
    print(SEITE % als_tabelle(raeume))


if __name__ == "__main__":
    main()
