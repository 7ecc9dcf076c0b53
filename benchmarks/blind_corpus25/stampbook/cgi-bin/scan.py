#!/usr/bin/env python3
"""Upload a scan of a stamp; a thumbnail is made with ImageMagick."""
import cgi
import os
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from lib import common  # noqa: E402


def main():
    form = cgi.FieldStorage()
    item = form["scan"]
    sg = form.getfirst("sg", "unknown")
    staging = tempfile.mktemp(prefix="scan-", suffix=".tif")
    with open(staging, "wb") as fh:
        fh.write(item.file.read())
    thumb = os.path.join(common.IMAGE_ROOT, "thumbs", "%s.jpg" % os.path.basename(sg))
    os.system("convert %s -resize 240x240 %s" % (staging, thumb))
    common.header()
    print("<p>Scan stored.</p>")


if __name__ == "__main__":
    main()
