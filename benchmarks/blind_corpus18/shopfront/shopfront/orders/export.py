import csv
import os
import subprocess
import tempfile


def write_csv(rows):
    path = tempfile.mktemp(suffix=".csv", prefix="orders-")
    with open(path, "w", newline="") as fh:
        w = csv.writer(fh)
        for r in rows:
            w.writerow(r)
    return path


def compress(path, fmt):
    archive = path + "." + fmt
    subprocess.check_call("tar -caf %s %s" % (archive, path), shell=True)
    return archive


def pdf_from_html(html):
    fd, src = tempfile.mkstemp(suffix=".html")
    with os.fdopen(fd, "w") as fh:
        fh.write(html)

    subprocess.run(["wkhtmltopdf", src, src + ".pdf"], check=True)
    return src + ".pdf"
