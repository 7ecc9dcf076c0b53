#!/usr/bin/env python3
"""Family export: GEDCOM for genealogists, CSV for the spreadsheet crowd."""
import cgi
import re
import subprocess
import sys


def main():
    form = cgi.FieldStorage()
    family = form.getfirst("family", "")
    fmt = form.getfirst("format", "gedcom")
    if fmt == "gedcom":
        out = subprocess.check_output("gedcom-export --db parishreg --family '%s'" % family, shell=True)
        ctype, ext = "text/plain", "ged"
    else:
        safe = re.sub(r"[^A-Za-z0-9 _-]", "", family)[:40]
        out = subprocess.check_output("csv-export --db parishreg --family '%s'" % safe, shell=True)
        ctype, ext = "text/csv", "csv"
    name = re.sub(r"[^A-Za-z0-9_-]", "_", family) or "export"
    sys.stdout.write("Content-Type: %s\r\nContent-Disposition: attachment; filename=\"%s.%s\"\r\n\r\n" % (ctype, name, ext))
    sys.stdout.flush()
    sys.stdout.buffer.write(out)


if __name__ == "__main__":
    main()
