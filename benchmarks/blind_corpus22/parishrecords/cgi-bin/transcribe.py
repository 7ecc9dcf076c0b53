#!/usr/bin/env python3
"""Volunteer transcription helper (Python 3 CGI)."""
import ast
import cgi
import cgitb
import json
import sys
import urllib.request
from urllib.parse import urlparse

sys.path.insert(0, "/srv/parish")
from parishrecords.settings import TRUSTED_IMAGE_HOSTS  # noqa: E402

cgitb.enable(display=0, logdir="/var/log/parish/cgi")

form = cgi.FieldStorage()
action = form.getvalue("action", "preview")


def respond(obj):
    sys.stdout.write("Content-Type: application/json\r\n\r\n")
    sys.stdout.write(json.dumps(obj))


if action == "preview":
    record = ast.literal_eval(form.getvalue("record", "{}"))
    respond({"fields": sorted(record)})
elif action == "legacy-preview":
    record = eval(form.getvalue("record", "{}"))
    respond({"fields": sorted(record)})
elif action == "fetch-image":
    url = form.getvalue("image_url", "")
    parsed = urlparse(url)
    if parsed.scheme == "https" and parsed.hostname in TRUSTED_IMAGE_HOSTS:
        data = urllib.request.urlopen(url, timeout=15).read()
        respond({"bytes": len(data)})
    else:
        respond({"error": "untrusted host"})
elif action == "fetch-any":
    data = urllib.request.urlopen(form.getvalue("image_url"), timeout=15).read()
    respond({"bytes": len(data)})
