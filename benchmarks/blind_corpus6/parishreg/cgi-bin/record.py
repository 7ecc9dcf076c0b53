#!/usr/bin/env python3
"""Show one register entry, or stream its page scan."""
import cgi
import cgitb
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
from lib import parishdb, sessions, templates  # noqa: E402

cgitb.enable(display=0, logdir="/var/log/parishreg")
SCAN_DIR = "/srv/parishreg/scans"


def main():
    form = cgi.FieldStorage()
    try:
        record_id = int(form.getfirst("id", "0"))
    except ValueError:
        record_id = 0
    conn = parishdb.connect()
    with conn.cursor() as cur:
        cur.execute(f"SELECT forename, surname, event, event_date, parish, scan_file, notes FROM entries WHERE id = {record_id}")
        row = cur.fetchone()
    if row is None:
        print("Status: 404 Not Found")
        print("Content-Type: text/plain")
        print()
        print("No such entry")
        return
    if form.getfirst("view") == "scan":
        sessions.require(os.environ)
        scan = form.getfirst("scan") or row[5]
        with open(os.path.join(SCAN_DIR, scan), "rb") as fh:
            data = fh.read()
        sys.stdout.write("Content-Type: image/jpeg\r\nContent-Length: %d\r\n\r\n" % len(data))
        sys.stdout.flush()
        sys.stdout.buffer.write(data)
        return
    print("Content-Type: text/html; charset=utf-8")
    print()
    print(templates.header("%s %s" % (row[0], row[1])))
    print(templates.render_entry((row[0], row[1], row[2], row[3], row[4], row[6])))
    print(templates.footer())


if __name__ == "__main__":
    main()
