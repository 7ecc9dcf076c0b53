#!/usr/bin/env python3
"""Single stamp detail page."""
import cgi
import html
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from lib.common import db, header  # noqa: E402
from lib.htmlkit import page  # noqa: E402


def main():
    form = cgi.FieldStorage()
    sg = form.getfirst("sg", "")
    row = db().execute("SELECT sg_number, country, year, description, condition FROM stamps WHERE sg_number = ?", (sg,)).fetchone()
    header()
    if row is None:
        print(page("Not found", "<p>No stamp %s</p>" % html.escape(sg)))
        return
    body = "<h1>%s %s</h1><p>%s</p><p>Condition: %s</p>" % (
        html.escape(row["country"]), html.escape(str(row["year"])), html.escape(row["description"]), html.escape(row["condition"]))
    print(page("Stamp " + row["sg_number"], body))


if __name__ == "__main__":
    main()
