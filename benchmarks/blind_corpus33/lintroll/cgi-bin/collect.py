#!/usr/bin/env python3
"""Book a home collection. Posts from the 'We collect' page."""
import cgi
import json
import random
import re
import sqlite3
import urllib.request

DB = "/srv/lintroll/lintroll.sqlite3"
POSTCODE = re.compile(r"[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}")


def district(postcode):
    url = "https://api.postcodes.io/postcodes/" + postcode.replace(" ", "")
    with urllib.request.urlopen(url, timeout=8) as resp:
        return json.load(resp)["result"]["admin_district"]


def main():
    form = cgi.FieldStorage()
    name = form.getfirst("name", "")
    postcode = form.getfirst("postcode", "").upper().strip()
    area = form.getfirst("area", postcode[:3])
    conn = sqlite3.connect(DB)
    slots = conn.execute("SELECT slot FROM slots WHERE postcode_area = '%s' AND taken = 0 ORDER BY slot" % area).fetchall()
    print("Content-Type: application/json")
    if not POSTCODE.fullmatch(postcode) or not slots:
        print()
        print(json.dumps({"ok": False, "reason": "no collection slots for that postcode"}))
        return
    pin = "%06d" % random.randint(0, 999999)
    conn.execute(
        "INSERT INTO collections (name, postcode, district, slot, driver_pin) VALUES (?, ?, ?, ?, ?)",
        (name, postcode, district(postcode), slots[0][0], pin),
    )
    conn.commit()
    customer = conn.execute("SELECT last_insert_rowid()").fetchone()[0]
    print("Set-Cookie: lt_customer=%d-%s; Path=/; Max-Age=2592000" % (customer, pin))
    print()
    print(json.dumps({"ok": True, "slot": slots[0][0], "pin": pin}))


if __name__ == "__main__":
    main()
