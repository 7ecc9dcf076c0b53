#!/usr/bin/env python3
"""CGI: render a finder chart around the requested coordinates."""
import cgi
import cgitb
import os
import sys
import tempfile

cgitb.enable(display=0, logdir="/var/log/observatory")

form = cgi.FieldStorage()
ra = form.getfirst("ra", "0")
dec = form.getfirst("dec", "0")
fov = form.getfirst("fov", "2")

if form.getfirst("precise"):
    with tempfile.NamedTemporaryFile(suffix=".png", delete=False) as tmp:
        out = tmp.name
    os.system("skychart --ra %f --dec %f --fov %f --out %s" % (float(ra), float(dec), float(fov), out))
else:
    out = "/tmp/skychart_%d.png" % os.getpid()
    os.system("skychart --ra %s --dec %s --fov %s --out %s" % (ra, dec, fov, out))

sys.stdout.write("Content-Type: image/png\r\n\r\n")
sys.stdout.flush()
with open(out, "rb") as fh:
    sys.stdout.buffer.write(fh.read())
