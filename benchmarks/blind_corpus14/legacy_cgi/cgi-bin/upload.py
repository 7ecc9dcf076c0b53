#!/usr/bin/python
from __future__ import print_function

import cgi
import os
import sys

sys.path.insert(0, "/srv/catalog/lib")

from legacy import session
from legacy.compat import SimpleCookie, html_escape

DRAWINGS = "/srv/catalog/htdocs/drawings"
DATASHEETS = "/srv/catalog/htdocs/datasheets"


def current_user():
    cookie = SimpleCookie(os.environ.get("HTTP_COOKIE", ""))
    morsel = cookie.get("CATSESSID")
    data = session.load(morsel.value if morsel else None)
    return data and data.get("user")


def main():
    form = cgi.FieldStorage()
    print("Content-Type: text/html")
    print()
    if not current_user():
        print("<p>Please log in.</p>")
        return
    item = form["drawing"] if "drawing" in form else form["datasheet"]
    if "drawing" in form:
        dest = os.path.join(DRAWINGS, item.filename)
    else:
        dest = os.path.join(DATASHEETS, os.path.basename(item.filename.replace("\\", "/")))
    with open(dest, "wb") as fh:
        fh.write(item.file.read())
    print("<p>Stored %s</p>" % html_escape(os.path.basename(dest)))


if __name__ == "__main__":
    main()
