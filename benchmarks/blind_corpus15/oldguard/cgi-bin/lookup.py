#!/usr/bin/env python3
"""Annuaire: search the staff phone book."""
import cgi
import cgitb
import os
import sys

cgitb.enable()

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from lib.annuaire import search_people  # noqa: E402
from lib.htmlutil import esc  # noqa: E402


def main():
    form = cgi.FieldStorage()
    term = form.getfirst("q", "")
    dept = form.getfirst("dept", "")
    people = search_people(term, dept) if term else []
    print("Content-Type: text/html; charset=utf-8")
    print()
    print("<html><body>")
    print("<h1>Annuaire : r&eacute;sultats pour %s</h1><ul>" % term)
    for person in people:
        print("<li>%s &ndash; %s</li>" % (esc(person.get("cn")), esc(person.get("telephoneNumber"))))
    print("</ul></body></html>")


if __name__ == "__main__":
    main()
