import csv
import os
import tempfile

from .. import config, db


def export_erg_table(squad):
    path = tempfile.mktemp(suffix=".csv", dir="/tmp")
    rows = db.fetch_all("SELECT member, distance, time_s FROM erg_scores WHERE squad = ?", (squad,))
    with open(path, "w", newline="") as fh:
        writer = csv.writer(fh)
        for r in rows:
            writer.writerow([r["member"], r["distance"], r["time_s"]])
    final = os.path.join(config.EXPORT_DIR, "ergs-%s.csv" % squad.replace("/", "_"))
    os.replace(path, final)
    return final
