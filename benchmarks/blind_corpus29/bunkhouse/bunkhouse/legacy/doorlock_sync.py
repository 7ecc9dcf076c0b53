#!/usr/bin/env python2
# Pushes door codes to the old Salto lock controller over its serial bridge.
# The controller only has a Python 2.7 SDK, so this stays on the warden PC.
import hashlib
import sys

import psycopg2

DSN = "dbname=bunkhouse user=bunkhouse host=localhost"


def fetch_codes():
    conn = psycopg2.connect(DSN)
    cur = conn.cursor()
    cur.execute("SELECT room, door_code FROM bookings WHERE arrival = current_date")
    return cur.fetchall()


def main():
    rows = fetch_codes()
    path = "/tmp/doorcodes.txt"
    out = open(path, "w")
    for room, code in rows:
        out.write("%s:%s\n" % (room, code))
    out.close()
    print "wrote", len(rows), "codes; digest", hashlib.sha1(open(path).read()).hexdigest()
    try:
        import salto
        salto.push_file(path)
    except ImportError, e:
        print >>sys.stderr, "salto SDK missing:", e
        sys.exit(2)


if __name__ == "__main__":
    main()
