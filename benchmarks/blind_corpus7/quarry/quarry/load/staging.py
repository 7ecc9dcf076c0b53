import csv
import os
import tempfile


def write_stage_file(batch_id, header, rows):
    path = "/tmp/quarry_stage_%s.csv" % batch_id
    with open(path, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        w.writerows(rows)
    return path


def write_private_stage(header, rows):
    fd, path = tempfile.mkstemp(prefix="quarry-", suffix=".csv")
    with os.fdopen(fd, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        w.writerows(rows)
    return path


class StageDir:
    def __enter__(self):
        self._tmp = tempfile.TemporaryDirectory(prefix="quarry-")
        return self._tmp.name

    def __exit__(self, *exc):
        self._tmp.cleanup()
