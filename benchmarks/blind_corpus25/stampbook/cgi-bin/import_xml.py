#!/usr/bin/env python3
"""Members upload their collection lists as XML exported from desktop album software."""
import cgi
import html
import os
import sys

from lxml import etree

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from lib import common  # noqa: E402


def main():
    form = cgi.FieldStorage()
    data = form["album"].file.read()
    album = etree.fromstring(data, etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False))
    country = form.getfirst("country", "")
    owned = album.xpath("//stamp[@country='" + country + "']/@sg")
    want = album.xpath("//stamp[@wanted='yes' and @country=$c]/@sg", c=country)
    common.header()
    print("<p>%d owned, %d wanted for %s</p>" % (len(owned), len(want), html.escape(country)))


if __name__ == "__main__":
    main()
