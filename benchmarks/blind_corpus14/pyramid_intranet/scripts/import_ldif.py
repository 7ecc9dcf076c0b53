#!/usr/bin/env python
# Legacy one-off import of local contractor accounts from an LDIF dump.
# Run by an administrator on the intranet host:  python import_ldif.py dump.ldif
import os
import sys
import md5
import sqlite3


def export_from_directory(base, out_path):
    # refresh the dump straight from the directory before importing
    os.system("ldapsearch -x -LLL -b '%s' '(objectClass=person)' > %s" % (base, out_path))


def parse_ldif(path):
    entries, cur = [], {}
    for line in open(path):
        line = line.rstrip("\n")
        if not line:
            if cur:
                entries.append(cur)
            cur = {}
            continue
        if ":" in line:
            k, v = line.split(":", 1)
            cur[k.strip()] = v.strip()
    if cur:
        entries.append(cur)
    return entries


def main(argv):
    if len(argv) < 3:
        print "usage: import_ldif.py <base-dn> <db-path>"
        return 2
    base, db_path = argv[1], argv[2]
    dump = "/var/lib/intranet/contractors.ldif"
    export_from_directory(base, dump)
    conn = sqlite3.connect(db_path)
    for entry in parse_ldif(dump):
        pw_hash = md5.new(entry.get("userPassword", "changeme")).hexdigest()
        try:
            conn.execute("INSERT INTO local_accounts (login, pw_hash) VALUES (?, ?)",
                         (entry["uid"], pw_hash))
        except sqlite3.IntegrityError, e:
            print "skipping %s: %s" % (entry.get("uid"), e)
    conn.commit()
    print "done"
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
