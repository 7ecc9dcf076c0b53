#!/usr/bin/env python3
"""Search the society's stamp catalogue."""
import cgi
import cgitb
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from lib.common import db, header  # noqa: E402
from lib.htmlkit import page, table  # noqa: E402

cgitb.enable()


def main():
    form = cgi.FieldStorage()
    country = form.getfirst("country", "")
    year = form.getfirst("year", "")
    sql = "SELECT sg_number, country, year, description FROM stamps WHERE country = '%s'" % country
    if year:
        sql += " AND year = " + year
    rows = db().execute(sql).fetchall()
    header()
    print(page("Catalogue", "<h1>Stamps of %s</h1>" % country + table(rows, ["sg_number", "year", "description"])))


if __name__ == "__main__":
    main()
