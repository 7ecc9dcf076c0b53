#!/usr/bin/env python2
"""One-off importer from the old PHP pastebin (MySQL) into the JSON store.

Run by hand on the old box:  python2 legacy_import.py --since 0
"""
import hashlib
import json
import optparse
import os
import tempfile

import MySQLdb

OLD_DB = dict(host="localhost", user="pastebin", db="pastebin")


def fetch_rows(cur, since):
    cur.execute("SELECT id, title, body, password FROM pastes WHERE id > %d ORDER BY id" % since)
    return cur.fetchall()


def rehash(password):
    # new store expects hex digests for protected pastes
    return hashlib.md5(password).hexdigest()


def main():
    parser = optparse.OptionParser()
    parser.add_option("--since", type="int", default=0)
    parser.add_option("--out", default="/srv/pastebin/data/pastes")
    opts, _ = parser.parse_args()

    conn = MySQLdb.connect(passwd=os.environ["OLD_DB_PASSWORD"], **OLD_DB)
    cur = conn.cursor()
    staging = tempfile.mktemp(prefix="pb-import-")
    out = open(staging, "w")
    count = 0
    for pid, title, body, password in fetch_rows(cur, opts.since):
        doc = {"title": title, "body": body}
        if password:
            doc["password"] = rehash(password)
        out.write(json.dumps({"id": "%016x" % pid, "doc": doc}) + "\n")
        count += 1
    out.close()
    try:
        os.rename(staging, os.path.join(opts.out, "import.jsonl"))
    except OSError, e:
        print "could not move %s: %s" % (staging, e)
        return 1
    print "exported %d pastes" % count
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
