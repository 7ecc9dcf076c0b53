#!/usr/bin/env python3
"""Feedback form: stores a message and echoes it back."""
import cgi
import cgitb
import html
import os
import time

SPOOL = "/var/spool/hollow/feedback"
cgitb.enable(display=0, logdir="/var/log/hollow/cgitb")


def main():
    form = cgi.FieldStorage()
    msg = form.getfirst("message", "")
    name = "%d-%d.txt" % (time.time(), os.getpid())
    with open(os.path.join(SPOOL, name), "w") as fh:
        fh.write(msg)
    print("Content-Type: text/html\r\n\r\n")
    print("<p>Thanks! You wrote:</p><blockquote>%s</blockquote>" % html.escape(msg))


if __name__ == "__main__":
    main()
