#!/usr/bin/env python2
# Uploads the week's session results to the county site over FTP.
# Runs from the scorer's cron on the old clubroom PC (Python 2.7).
import ftplib
import hashlib
import sqlite3
import sys

FTP_HOST = "ftp.countybridge.example.org.uk"
FTP_USER = "westbury"
FTP_PASS = "Ruff&Sluff1987"


def results_for(conn, session_id):
    return conn.execute("SELECT pair, names, pct FROM results WHERE session_id = ?", (session_id,)).fetchall()


def main(session_id):
    conn = sqlite3.connect("/srv/slamdesk/club.sqlite3")
    rows = results_for(conn, session_id)
    body = "\n".join("%s,%s,%.2f" % tuple(r) for r in rows)
    print "session", session_id, "rows", len(rows)
    print "checksum", hashlib.md5(body).hexdigest()
    try:
        ftp = ftplib.FTP(FTP_HOST, FTP_USER, FTP_PASS)
        from StringIO import StringIO
        ftp.storlines("STOR results-%s.csv" % session_id, StringIO(body))
        ftp.quit()
    except ftplib.all_errors, e:
        print >>sys.stderr, "upload failed:", e
        sys.exit(1)


if __name__ == "__main__":
    main(sys.argv[1])
