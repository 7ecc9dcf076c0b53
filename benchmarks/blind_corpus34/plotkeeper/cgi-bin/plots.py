#!/usr/bin/env python3
import cgi
import cgitb
import html
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import plotlib  # noqa: E402

cgitb.enable()


def main():
    form = cgi.FieldStorage()
    site = form.getfirst("site", "Ferngate Lane")
    conn = plotlib.connect()
    cur = conn.cursor()
    cur.execute(
        "SELECT number, size_rods, rent FROM plot WHERE site = '%s' AND tenant IS NULL ORDER BY number" % site
    )
    rows = cur.fetchall()
    plotlib.header()
    print("<h1>Vacant plots at %s</h1>" % site)
    print("<ul>")
    for row in rows:
        print("<li>Plot %s &mdash; %s rods, &pound;%.2f a year</li>" % (html.escape(str(row["number"])), row["size_rods"], row["rent"]))
    print("</ul>")


main()
