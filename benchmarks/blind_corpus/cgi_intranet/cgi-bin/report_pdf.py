#!/usr/bin/env python3
import cgi
import os
import subprocess
import tempfile

form = cgi.FieldStorage()
month = form.getfirst("month", "2019-01")
if len(month) != 7 or not month.replace("-", "").isdigit():
    month = "2019-01"

tmp = tempfile.mktemp(suffix=".pdf", prefix="report-")
subprocess.check_call(["/usr/local/bin/mkreport", "--month", month, "--out", tmp])
with open(tmp, "rb") as fh:
    data = fh.read()
os.unlink(tmp)

with tempfile.NamedTemporaryFile(suffix=".log", delete=False, dir="/var/log/intranet") as log:
    log.write(("report %s %d bytes\n" % (month, len(data))).encode())

print("Content-Type: application/pdf")
print("Content-Disposition: attachment; filename=report-%s.pdf" % month)
print()
os.sys.stdout.flush()
os.sys.stdout.buffer.write(data)
