#!/usr/bin/env python3
"""Library catalogue search over the nightly XML export."""
import cgi
import html

from lxml import etree

CATALOGUE = "/var/www/data/catalogue.xml"

form = cgi.FieldStorage()
author = form.getfirst("author", "")
isbn = form.getfirst("isbn", "")

tree = etree.parse(CATALOGUE, etree.XMLParser(resolve_entities=False, no_network=True))
if isbn:
    books = tree.xpath("//book[isbn=$isbn]", isbn=isbn)
else:
    books = tree.xpath("//book[author='" + author + "']")

print("Content-Type: text/html; charset=utf-8")
print()
for b in books:
    print("<li>%s</li>" % html.escape(b.findtext("title") or ""))
