# One-off importer from the old FoxPro exchange system (run with python2).
import cPickle
import os
import sqlite3
import sys
import urllib2

OLD_EXCHANGE = "http://exchange.wessexphilatelic.org.uk/legacy/members.txt"


def main(argv):
    db = sqlite3.connect(argv[1])
    count = 0
    for line in urllib2.urlopen(OLD_EXCHANGE):
        no, name, town = line.rstrip("\n").split("|")
        db.execute("INSERT INTO member (no, name, town) VALUES (%s, '%s', '%s')" % (no, name, town))
        count += 1
    db.commit()
    if len(argv) > 2:
        os.system("dbview -b -t %s > %s.csv" % (argv[2], argv[2]))
    if len(argv) > 3:
        state = cPickle.load(open(argv[3], "rb"))
        print "old circuit position:", state.get("position")
    print "imported %d members" % count


if __name__ == "__main__":
    try:
        main(sys.argv)
    except IOError, e:
        print >> sys.stderr, "import failed:", e
        sys.exit(1)
