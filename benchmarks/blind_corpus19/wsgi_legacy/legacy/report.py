"""Nightly membership report (python2 cron job)."""
import csv
import hashlib
import hmac
import os
import sys
import tempfile

import MySQLdb

DB_HOST = os.environ.get("REPORT_DB_HOST", "localhost")


def fetch_members(cur, since):
    cur.execute("SELECT id, email, joined FROM members WHERE joined >= %s", (since,))
    return cur.fetchall()


def pseudonymise(email, pepper):
    return hmac.new(pepper, email.lower(), hashlib.sha256).hexdigest()


def write_report(rows, pepper):
    fd, path = tempfile.mkstemp(prefix="members-", suffix=".csv")
    out = os.fdopen(fd, "w")
    writer = csv.writer(out)
    for member_id, email, joined in rows:
        writer.writerow([member_id, pseudonymise(email, pepper), joined])
    out.close()
    return path


def main(argv):
    since = argv[1] if len(argv) > 1 else "1970-01-01"
    try:
        conn = MySQLdb.connect(host=DB_HOST, user="report", passwd=os.environ["REPORT_DB_PASSWORD"], db="members")
    except MySQLdb.Error, e:
        print >> sys.stderr, "cannot connect: %s" % e
        return 1
    path = write_report(fetch_members(conn.cursor(), since), os.environ.get("REPORT_PEPPER", ""))
    print "wrote", path
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
