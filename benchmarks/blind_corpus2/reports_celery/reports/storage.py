import csv
import os

from werkzeug.utils import secure_filename

from . import settings


def write_csv(rows, filename):
    path = os.path.join(settings.REPORT_DIR, filename)
    with open(path, "w", newline="") as fh:
        if rows:
            w = csv.DictWriter(fh, fieldnames=list(rows[0]))
            w.writeheader()
            w.writerows(rows)
    return path


def archive_path(filename):
    name = secure_filename(filename) or "report.csv"
    return os.path.join(settings.REPORT_DIR, "archive", name)


def move_to_archive(filename):
    src = os.path.join(settings.REPORT_DIR, secure_filename(filename))
    dst = archive_path(filename)
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    os.replace(src, dst)
    return dst
