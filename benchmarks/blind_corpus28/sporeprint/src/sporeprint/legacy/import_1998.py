# Imports the society's 1998-2009 records from the old Access database.
# Run once per machine by the webmaster:  python2 import_1998.py records.mdb
import cPickle
import csv
import md5
import os
import sqlite3
import sys

CACHE = os.path.expanduser("~/.sporeprint_import_cache")


def export_table(mdb_path, table):
    out = "%s.%s.csv" % (mdb_path, table)
    os.system("mdb-export %s %s > %s" % (mdb_path, table, out))
    return out


def load_cache():
    if os.path.exists(CACHE):
        return cPickle.load(open(CACHE, "rb"))
    return {}


def member_password(name, year):
    return md5.new("%s%s" % (name.lower(), year)).hexdigest()


def main(argv):
    if len(argv) < 2:
        print "usage: import_1998.py records.mdb"
        return 2
    cache = load_cache()
    conn = sqlite3.connect("/srv/plone/var/sporeprint/finds.sqlite3")
    try:
        for row in csv.DictReader(open(export_table(argv[1], "Finds"))):
            if row["ID"] in cache:
                continue
            conn.execute("INSERT INTO finds (genus, species, site, found_on, recorder) VALUES (?, ?, ?, ?, ?)",
                         (row["Genus"], row["Species"], row["Site"], row["Date"], row["Recorder"]))
            cache[row["ID"]] = 1
        for row in csv.DictReader(open(export_table(argv[1], "Members"))):
            conn.execute("INSERT INTO legacy_members (name, pw) VALUES (?, ?)",
                         (row["Name"], member_password(row["Name"], row["Joined"])))
    except (IOError, KeyError), e:
        print >>sys.stderr, "import failed:", e
        return 1
    conn.commit()
    cPickle.dump(cache, open(CACHE, "wb"))
    print "imported %d records" % len(cache)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
