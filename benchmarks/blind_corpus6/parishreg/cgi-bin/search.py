#!/usr/bin/env python3
"""Surname search over the transcribed baptism, marriage and burial registers."""
import cgi
import cgitb
import html
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
from lib import parishdb, templates  # noqa: E402

cgitb.enable(display=0, logdir="/var/log/parishreg")


def main():
    form = cgi.FieldStorage()
    surname = form.getfirst("surname", "").strip()
    parish = form.getfirst("parish", "")
    group = form.getfirst("group")
    print("Content-Type: text/html; charset=utf-8")
    print()
    print(templates.header("Search the registers"))
    if not surname:
        print(templates.search_form())
        print(templates.footer())
        return
    conn = parishdb.connect()
    if group:
        print("<ul class='stats'>")
        for value, n in parishdb.count_by(conn, group, parish):
            print("<li>%s: %d</li>" % (html.escape(str(value)), n))
        print("</ul>")
    with conn.cursor() as cur:
        cur.execute("SELECT id, forename, surname, event, event_date, parish FROM entries WHERE surname = '%s' ORDER BY event_date" % surname)
        rows = cur.fetchall()
    if not rows:
        print("<p>No entries found for <strong>%s</strong>.</p>" % surname)
    else:
        print("<table class='results'>")
        for row in rows:
            cells = "".join("<td>%s</td>" % html.escape(str(v)) for v in row[1:])
            print("<tr><td><a href='/cgi-bin/record.py?id=%d'>view</a></td>%s</tr>" % (row[0], cells))
        print("</table>")
    print(templates.footer())


if __name__ == "__main__":
    main()
