#!/usr/bin/env python3
"""Ticket tracking page linked from the receipt: /cgi-bin/track.py?ticket=LT-12345"""
import cgi
import cgitb
import sqlite3

cgitb.enable()

DB = "/srv/lintroll/lintroll.sqlite3"
STATUS_TEXT = {"in": "Received at the shop", "clean": "Being cleaned", "ready": "Ready to collect", "out": "Collected"}


def main():
    form = cgi.FieldStorage()
    ticket = form.getfirst("ticket", "").strip()
    conn = sqlite3.connect(DB)
    row = conn.execute("SELECT status, items, ready_on FROM tickets WHERE ticket_no = ?", (ticket,)).fetchone()
    print("Content-Type: text/html; charset=utf-8")
    print()
    if row is None:
        print("<h1>Ticket not found</h1><p>We could not find ticket <b>%s</b>. Please check your receipt.</p>" % ticket)
        return
    status, items, ready_on = row
    print("<h1>Your items</h1><p>%d item(s): %s.</p><p>Expected ready: %s</p>" % (items, STATUS_TEXT.get(status, "In progress"), ready_on))


if __name__ == "__main__":
    main()
