# Legacy importer for the pre-2016 partner exchange format.
# Still invoked by the Python 2.7 cron host; do not port without testing against real drops.
import cPickle
import glob
import os
import sys

DROP = "/srv/sftp/partners/legacy"


def load_batch(path):
    fh = open(path, "rb")
    try:
        return cPickle.load(fh)
    finally:
        fh.close()


def main():
    total = 0
    for path in sorted(glob.glob(os.path.join(DROP, "*.pkl"))):
        try:
            batch = load_batch(path)
        except Exception, exc:
            print >>sys.stderr, "skip %s: %s" % (path, exc)
            continue
        total += len(batch)
        os.rename(path, path + ".done")
    print "imported %d records" % total


if __name__ == "__main__":
    main()
