# Legacy importer for the old PAF export server (still runs under Python 2.7)
import cPickle
import os
import sys
import urllib2


def load_batch(path):
    fh = open(path, "rb")
    try:
        batch = cPickle.load(fh)
    except IOError, e:
        print >>sys.stderr, "cannot read", path, e
        return None
    finally:
        fh.close()
    return batch


def unpack(archive):
    print "unpacking", archive
    return os.popen("gzip -dc " + archive).read()


def fetch_remote(url):
    try:
        return urllib2.urlopen(url).read()
    except urllib2.URLError, e:
        print "fetch failed:", e
        return ""


SPOOL = "/srv/kinfolk/uploads/paf"   # volunteers drop exports here via the web form


if __name__ == "__main__":
    for name in os.listdir(SPOOL):
        path = os.path.join(SPOOL, name)
        if name.endswith(".gz"):
            data = unpack(path)
            print len(data), "bytes"
        elif name.endswith(".pkl"):
            batch = load_batch(path)
            for url in (batch or {}).get("media", []):
                fetch_remote(url)
