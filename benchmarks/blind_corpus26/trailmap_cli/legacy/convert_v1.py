# Converts a catalogue exported by trailmap 0.x (pipe-separated text) into the
# JSON layout that `trailmap sync --from-file` understands.
# Kept for the two ranger stations still running the old Python 2 build:
#     python2 legacy/convert_v1.py old_catalogue.txt > catalogue.json
import hashlib
import json
import sys


def parse_line(line):
    parts = line.rstrip("\n").split("|")
    if len(parts) < 4:
        raise ValueError("short line")
    return {"id": parts[0], "name": parts[1].decode("latin-1"), "region": parts[2], "length_km": float(parts[3])}


def main(path):
    trails = []
    fh = open(path)
    for n, line in enumerate(fh):
        try:
            trails.append(parse_line(line))
        except ValueError, e:
            print >> sys.stderr, "line %d skipped: %s" % (n + 1, e)
    fh.close()
    digest = hashlib.md5(open(path, "rb").read()).hexdigest()
    print json.dumps({"source_md5": digest, "trails": trails}, indent=2)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print "usage: convert_v1.py OLD_CATALOGUE"
        sys.exit(2)
    main(sys.argv[1])
