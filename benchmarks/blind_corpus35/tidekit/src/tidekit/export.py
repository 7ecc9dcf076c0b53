import csv
import os
import re
import tempfile
from importlib import resources

_CODE = re.compile(r"^[A-Z0-9]{3,8}$")


def export_csv(series, directory, name):
    """Write predictions to ``directory/name`` and return the path."""
    path = os.path.join(directory, name)
    with open(path, "w", newline="") as fh:
        writer = csv.writer(fh)
        for r in series:
            writer.writerow([r.at.isoformat(), f"{r.height:.3f}"])
    return path


def read_station_file(code):
    if not _CODE.match(code or ""):
        raise ValueError("station codes are 3-8 upper-case letters or digits")
    data_dir = resources.files("tidekit").joinpath("data", "stations")
    with open(os.path.join(str(data_dir), code + ".json"), encoding="utf-8") as fh:
        return fh.read()


def scratch_plot_path():
    return tempfile.mktemp(prefix="tidekit-", suffix=".png")


def write_scratch(text):
    with tempfile.NamedTemporaryFile("w", prefix="tidekit-", suffix=".txt", delete=False) as fh:
        fh.write(text)
    return fh.name
