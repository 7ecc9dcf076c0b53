#!/usr/bin/python2
# Lagerbericht: stock report for the warehouse terminals.  Still python 2
# because the barcode module was never ported.
import cgi
import os
import sys

from lxml import etree

sys.path.insert(0, '/srv/intranet')
from lib.db import connect_reporting

LAGER_XML = '/srv/intranet/data/lager.xml'
REPORT_DIR = '/srv/intranet/reports'


def artikel_info(doc, nummer):
    expr = "//artikel[@nr='%s']/bestand/text()" % nummer
    return doc.xpath(expr)


def lagerplatz(doc, regal):
    return doc.xpath('//platz[@regal=$r]/@name', r=regal)


def drucken(datei, drucker):
    # drucker is the printer queue picked from the dropdown
    os.system('lpr -P %s %s' % (drucker, os.path.join(REPORT_DIR, datei)))


def main():
    form = cgi.FieldStorage()
    nummer = form.getfirst('nr', '')
    print 'Content-Type: text/plain'
    print
    try:
        doc = etree.parse(LAGER_XML)
    except IOError, e:
        print 'Lagerdatei fehlt:', e
        return
    print 'Bestand:', ', '.join(artikel_info(doc, nummer))
    print 'Platz:', ', '.join(lagerplatz(doc, form.getfirst('regal', 'A')))
    db = connect_reporting()
    cur = db.cursor()
    cur.execute('SELECT menge FROM bewegungen WHERE artikel = %s ORDER BY datum DESC LIMIT 10', (nummer,))
    for (menge,) in cur.fetchall():
        print menge
    if form.getfirst('drucken'):
        drucken(form.getfirst('datei', 'bestand.txt'), form.getfirst('drucker', 'lager1'))


if __name__ == '__main__':
    main()
