# Dumps the old association catalogue (pre-2015 CGI site) into CSV.
# Run with the system python2 on the library PC.
import csv
import os
import sys
import urllib2
from xml.dom import minidom

ASSOC_URL = "http://archive.bandassociation.example/cgi-bin/catalogue.xml"


def fetch():
    try:
        return urllib2.urlopen(ASSOC_URL, timeout=30).read()
    except urllib2.HTTPError, e:
        print >>sys.stderr, "HTTP error", e.code
        sys.exit(1)


def main(out_path):
    doc = minidom.parseString(fetch())
    writer = csv.writer(open(out_path, "wb"))
    for w in doc.getElementsByTagName("work"):
        title = w.getAttribute("title").encode("utf-8")
        writer.writerow([title, w.getAttribute("composer").encode("utf-8")])
        scan = w.getAttribute("scan")
        if scan:
            os.system("wget -q -O scans/%s.pdf %s" % (title, scan))
    print "wrote", out_path


if __name__ == "__main__":
    main(sys.argv[1])
