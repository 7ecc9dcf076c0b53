#!/usr/bin/env python3
"""Stain advice: looks the stain up in the shop's stain guide (XML)."""
import cgi
import html

from lxml import etree

GUIDE = "/srv/lintroll/stain-guide.xml"


def main():
    form = cgi.FieldStorage()
    stain = form.getfirst("stain", "wine")
    fabric = form.getfirst("fabric", "cotton")
    guide = etree.parse(GUIDE, etree.XMLParser(no_network=True, resolve_entities=False))
    advice = guide.xpath("//stain[@name='%s']/advice[@fabric='%s']/text()" % (stain, fabric))
    print("Content-Type: text/html; charset=utf-8")
    print()
    print("<h1>Stain advice: %s on %s</h1>" % (html.escape(stain), html.escape(fabric)))
    for line in advice:
        print("<p>%s</p>" % html.escape(line))


if __name__ == "__main__":
    main()
