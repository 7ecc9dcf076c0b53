# Nightly export for the old club website, which still runs on the
# department's Python 2.7 host.  Invoked from cron there:
#   python2 legacy_export.py /var/lib/chessclub/club.db /srv/oldsite/data
import csv
import hashlib
import os
import sqlite3
import sys


def export_table(conn, table, out_dir):
    path = os.path.join(out_dir, table + ".csv")
    rows = conn.execute("SELECT * FROM %s" % table).fetchall()
    fh = open(path, "wb")
    try:
        w = csv.writer(fh)
        for r in rows:
            w.writerow([unicode(c).encode("utf-8") for c in r])
    finally:
        fh.close()
    return path


def checksum(path):
    h = hashlib.md5()
    fh = open(path, "rb")
    h.update(fh.read())
    fh.close()
    return h.hexdigest()


def main(argv):
    if len(argv) != 3:
        print "usage: legacy_export.py DB OUTDIR"
        return 2
    db_path, out_dir = argv[1], argv[2]
    conn = sqlite3.connect(db_path)
    manifest = []
    for table in ("members", "tournaments", "standings"):
        try:
            path = export_table(conn, table, out_dir)
        except IOError, e:
            print >> sys.stderr, "export of %s failed: %s" % (table, e)
            continue
        manifest.append("%s  %s" % (checksum(path), os.path.basename(path)))
        print "exported", table
    open(os.path.join(out_dir, "MANIFEST.md5"), "w").write("\n".join(manifest) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
