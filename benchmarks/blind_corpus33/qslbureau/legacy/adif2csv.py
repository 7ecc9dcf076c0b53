#!/usr/bin/env python2
# Converts the club's old LOGic export files to CSV for the website.
# Still run by hand on the shack PC (Python 2.7 only):
#     python adif2csv.py old-export.adi > old.csv
import csv
import md5
import os
import sys

LAST_RUN = os.path.expanduser("~/.adif2csv-last")


def fields(line):
    out = {}
    for part in line.split("<")[1:]:
        try:
            head, value = part.split(">", 1)
        except ValueError, e:
            continue
        name = head.split(":")[0].lower()
        out[name] = value.strip()
    return out


def main(path):
    data = open(path, "rb").read()
    digest = md5.new(data).hexdigest()
    if os.path.exists(LAST_RUN) and open(LAST_RUN).read().strip() == digest:
        print >>sys.stderr, "unchanged since last run"
        return
    writer = csv.writer(sys.stdout)
    writer.writerow(["call", "band", "mode", "date"])
    for line in data.split("<eor>"):
        f = fields(line)
        if f.get("call"):
            writer.writerow([f.get("call"), f.get("band", ""), f.get("mode", ""), f.get("qso_date", "")])
    open(LAST_RUN, "w").write(digest)
    print >>sys.stderr, "done"


if __name__ == "__main__":
    main(sys.argv[1])
