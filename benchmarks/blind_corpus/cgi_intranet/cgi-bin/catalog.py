#!/usr/bin/env python3
import cgi
import html
import sys

from lxml import etree

sys.path.insert(0, "/srv/intranet")
from lib import settings  # noqa: E402

form = cgi.FieldStorage()
author = form.getfirst("author", "")
isbn = form.getfirst("isbn", "")
tree = etree.parse(settings.CATALOG_XML)

if isbn:
    books = tree.xpath("/catalog/book[@isbn=$isbn]", isbn=isbn)
else:
    books = tree.xpath("/catalog/book[author='" + author + "']")

print("Content-Type: text/html; charset=utf-8")
print()
print("<ul>")
for b in books:
    print("<li>%s</li>" % html.escape(b.findtext("title", "")))
print("</ul>")
