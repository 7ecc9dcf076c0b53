#!/usr/bin/python2
# Shows a reduced copy of a register scan.  Python 2 only.
import cgi
import os
import subprocess
import sys
import tempfile

SCAN_DIR = "/var/lib/parish/scans"

form = cgi.FieldStorage()
img = form.getvalue("img", "")
mode = form.getvalue("mode", "thumb")


def fail(msg):
    print "Status: 400 Bad Request"
    print "Content-Type: text/plain"
    print
    print msg
    sys.exit(0)


if mode == "original":
    try:
        data = open(os.path.join(SCAN_DIR, img), "rb").read()
    except IOError, e:
        fail("cannot open scan: %s" % e)
    print "Content-Type: image/jpeg"
    print
    sys.stdout.write(data)
elif mode == "thumb":
    name = os.path.basename(img)
    src = os.path.realpath(os.path.join(SCAN_DIR, name))
    if not src.startswith(SCAN_DIR + os.sep) or not os.path.isfile(src):
        fail("no such scan")
    fd, out = tempfile.mkstemp(suffix=".ppm")
    os.close(fd)
    subprocess.call(["djpeg", "-scale", "1/4", "-outfile", out, src])
    print "Content-Type: image/x-portable-pixmap"
    print
    sys.stdout.write(open(src, "rb").read())
else:
    out = tempfile.mktemp(".ppm")
    os.system("djpeg -scale 1/8 %s > %s" % (os.path.join(SCAN_DIR, img), out))
    print "Content-Type: image/x-portable-pixmap"
    print
    sys.stdout.write(open(out, "rb").read())
