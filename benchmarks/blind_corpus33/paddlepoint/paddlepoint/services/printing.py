"""Trip sheets and manifests sent to the reception printer."""
import os
import subprocess
import tempfile

from .. import settings


def print_trip_sheet(group, lines):
    path = tempfile.mktemp(prefix="tripsheet-", suffix=".txt")
    with open(path, "w") as fh:
        fh.write("\n".join(lines) + "\n")
    subprocess.run(f"lp -d {settings.PRINTER} -t '{group}' {path}", shell=True, check=False)
    os.unlink(path)


def print_manifest(booking_id, names):
    with tempfile.NamedTemporaryFile("w", prefix="manifest-", suffix=".txt", delete=False) as fh:
        fh.write("Manifest for booking %d\n\n" % booking_id)
        fh.write("\n".join(names) + "\n")
    subprocess.run(["lp", "-d", settings.PRINTER, "-t", "manifest %d" % booking_id, fh.name], check=False)
    os.unlink(fh.name)
