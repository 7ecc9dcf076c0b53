#!/usr/bin/env python3
"""Public feedback form handler (CGI)."""
import cgi
import datetime
import html
import os
import sys

SPOOL = "/var/spool/feedback"
TOPICS = {"website", "billing", "support", "other"}


def main():
    form = cgi.FieldStorage()
    topic = form.getfirst("topic", "other")
    comment = form.getfirst("comment", "")
    back = form.getfirst("return", "/thanks.html")

    with open(os.path.join(SPOOL, topic + ".txt"), "a", encoding="utf-8") as fh:
        fh.write("%s\t%s\n" % (datetime.datetime.utcnow().isoformat(), comment.replace("\n", " ")))

    if form.getfirst("format") == "html":
        sys.stdout.write("Content-Type: text/html\r\n\r\n")
        sys.stdout.write("<p>Thanks! You wrote:</p><blockquote>%s</blockquote>" % html.escape(comment))
        return

    sys.stdout.write("Status: 303 See Other\r\n")
    sys.stdout.write("Location: %s\r\n\r\n" % back)


if __name__ == "__main__":
    main()
