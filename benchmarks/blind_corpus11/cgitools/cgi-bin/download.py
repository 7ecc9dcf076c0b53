#!/usr/bin/python3
"""Serves generated PDF reports and form templates."""
import cgi
import os
import sys

REPORT_DIR = "/srv/intranet/reports"
FORMS_DIR = "/srv/intranet/formulare"
FORMS = {"urlaub": "urlaubsantrag.pdf", "reise": "reisekosten.pdf", "it": "it-antrag.pdf"}


def send(path, name):
    with open(path, "rb") as fh:
        data = fh.read()
    sys.stdout.write("Content-Type: application/pdf\r\n")
    sys.stdout.write('Content-Disposition: attachment; filename="%s"\r\n\r\n' % name)
    sys.stdout.flush()
    sys.stdout.buffer.write(data)


def main():
    form = cgi.FieldStorage()
    if "formular" in form:
        key = form.getfirst("formular")
        if key not in FORMS:
            print("Status: 404\r\n\r\n")
            return
        send(os.path.join(FORMS_DIR, FORMS[key]), FORMS[key])
    else:
        name = form.getfirst("bericht", "")
        send(REPORT_DIR + "/" + name, os.path.basename(name))


if __name__ == "__main__":
    main()
