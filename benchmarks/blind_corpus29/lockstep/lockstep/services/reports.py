import csv
import os
import tempfile


def nightly_csv(rows, outdir):
    with tempfile.TemporaryDirectory() as work:
        tmp = os.path.join(work, "escapes.csv")
        with open(tmp, "w", newline="") as fh:
            csv.writer(fh).writerows(rows)
        os.replace(tmp, os.path.join(outdir, "escapes.csv"))


def spool_for_printer(text):
    name = tempfile.mktemp(prefix="lockstep-cert-")
    with open(name, "w") as fh:
        fh.write(text)
    return name
