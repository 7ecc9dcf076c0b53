#!/usr/bin/python
# Access-log report for the sales team: /cgi-bin/report.py?term=gearbox&fmt=csv
import cgi
import os
import pipes
import sys

sys.path.insert(0, "/srv/catalog/lib")

LOG = "/var/log/apache2/catalog_access.log"


def grep_hits(term):
    return os.popen("grep -i -c %s %s" % (term, LOG)).read().strip()


def grep_lines(term):
    return os.popen("grep -i -F %s %s | tail -n 200" % (pipes.quote(term), LOG)).read()


def main():
    form = cgi.FieldStorage()
    term = form.getfirst("term", "")
    fmt = form.getfirst("fmt", "html")
    if fmt == "csv":
        tmp = "/tmp/catalog_report_%d.csv" % os.getpid()
        out = open(tmp, "w")
        for line in grep_lines(term).splitlines():
            out.write(line.replace(" ", ",") + "\n")
        out.close()
        print "Content-Type: text/csv"
        print
        sys.stdout.write(open(tmp).read())
        os.remove(tmp)
        return
    print "Content-Type: text/html"
    print
    print "<h1>Hits for %s</h1><p>%s</p>" % (term, grep_hits(term))


if __name__ == "__main__":
    main()
