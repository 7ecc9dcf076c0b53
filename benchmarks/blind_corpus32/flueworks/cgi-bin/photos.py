#!/usr/bin/env python3
"""Before/after photos linked from the certificate page."""
import cgi
import os
import re
import sys

sys.path.insert(0, "/srv/flueworks")

from flueworks import settings  # noqa: E402

form = cgi.FieldStorage()
job = form.getfirst("job", "")
image = form.getfirst("img", "")
thumb = form.getfirst("thumb", "")

out = sys.stdout.buffer
if thumb:
    name = os.path.basename(thumb)
    if not re.fullmatch(r"[0-9]+-(before|after)\.jpg", name):
        out.write(b"Status: 404 Not Found\r\n\r\n")
        sys.exit(0)
    with open(os.path.join(settings.PHOTO_DIR, "thumbs", name), "rb") as fh:
        data = fh.read()
else:
    with open(os.path.join(settings.PHOTO_DIR, job, image), "rb") as fh:
        data = fh.read()
out.write(b"Content-Type: image/jpeg\r\n\r\n")
out.write(data)
