#!/usr/bin/env python3
"""Serve the handful of public HR documents."""
import cgi
import os
import sys
import zipfile

DOCS = "/srv/rh/documents"
ALLOWED = {"reglement_interieur.pdf", "charte_informatique.pdf", "organigramme.pdf", "mutuelle.pdf"}


def send(path, ctype, name):
    sys.stdout.write("Content-Type: %s\r\nContent-Disposition: attachment; filename=%s\r\n\r\n" % (ctype, name))
    sys.stdout.flush()
    with open(path, "rb") as fh:
        sys.stdout.buffer.write(fh.read())


def main():
    form = cgi.FieldStorage()
    if form.getfirst("all"):
        zpath = "/tmp/oldguard-documents.zip"
        with zipfile.ZipFile(zpath, "w") as zf:
            for name in sorted(ALLOWED):
                zf.write(os.path.join(DOCS, name), name)
        send(zpath, "application/zip", "documents.zip")
        return
    name = os.path.basename(form.getfirst("f", ""))
    if name not in ALLOWED:
        sys.stdout.write("Status: 404 Not Found\r\nContent-Type: text/plain\r\n\r\nintrouvable\n")
        return
    send(os.path.join(DOCS, name), "application/pdf", name)


if __name__ == "__main__":
    main()
