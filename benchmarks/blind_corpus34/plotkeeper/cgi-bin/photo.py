#!/usr/bin/env python3
import cgi
import cgitb
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
import plotlib  # noqa: E402

cgitb.enable()

TYPES = {".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png"}


def serve(path):
    ext = os.path.splitext(path)[1].lower()
    sys.stdout.write("Content-Type: %s\r\n\r\n" % TYPES.get(ext, "application/octet-stream"))
    sys.stdout.flush()
    with open(path, "rb") as fh:
        sys.stdout.buffer.write(fh.read())


def main():
    form = cgi.FieldStorage()
    plot = form.getfirst("plot", "")
    if form.getfirst("thumb"):
        name = os.path.basename(form.getfirst("thumb"))
        thumb = os.path.join(plotlib.PHOTO_ROOT, "thumbs", name)
        if os.path.splitext(thumb)[1].lower() in TYPES and os.path.isfile(thumb):
            serve(thumb)
            return
    name = form.getfirst("img", "latest.jpg")
    path = os.path.join(plotlib.PHOTO_ROOT, plot, name)
    if not os.path.isfile(path):
        plotlib.header("text/plain")
        print("no such photo")
        return
    serve(path)


main()
