#!/usr/bin/env python3
"""AJAX helper for the donate form: address lookup by postcode."""
import cgi
import json
import re
import urllib.parse
import urllib.request

POSTCODE_API = "https://api.postcodes.example/postcodes/"
POSTCODE_RE = re.compile(r"^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$")

form = cgi.FieldStorage()
postcode = form.getfirst("postcode", "").strip().upper()

print("Content-Type: application/json")
print()
if not POSTCODE_RE.match(postcode):
    print(json.dumps({"error": "invalid postcode"}))
else:
    with urllib.request.urlopen(POSTCODE_API + urllib.parse.quote(postcode), timeout=5) as resp:
        data = json.load(resp)
    print(json.dumps({"addresses": data.get("result", [])}))
