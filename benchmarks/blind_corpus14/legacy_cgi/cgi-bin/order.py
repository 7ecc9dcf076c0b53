#!/usr/bin/python
from __future__ import print_function

import cgi
import sys

sys.path.insert(0, "/srv/catalog/lib")

from legacy import db
from legacy.compat import html_escape
from legacy.state import dump_state, load_state

STEPS = ("items", "shipping", "confirm")


def main():
    form = cgi.FieldStorage()
    state = load_state(form.getfirst("__state", ""))
    step = form.getfirst("step", "items")
    if step == "items":
        state["items"] = form.getlist("part_no")
    elif step == "shipping":
        state["address"] = form.getfirst("address", "")
    elif step == "confirm":
        for part_no in state.get("items", []):
            db.fetch_all("INSERT INTO order_lines (order_ref, part_no) VALUES (%s, %s)", (state.get("ref"), part_no))
    print("Content-Type: text/html")
    print()
    print("<form method='post'><input type='hidden' name='__state' value='%s'>" % dump_state(state))
    print("<p>Ship to: %s</p>" % html_escape(state.get("address", "")))
    print("</form>")


if __name__ == "__main__":
    main()
