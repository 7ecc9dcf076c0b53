"""GPX helpers wrapping gpsbabel."""
import os
import subprocess

GPSBABEL = "/usr/bin/gpsbabel"
FORMATS = {"kml": "kml", "csv": "unicsv", "geojson": "geojson"}


def simplify_track(path, tolerance):
    with os.popen(f"{GPSBABEL} -i gpx -f {path} -x simplify,error={tolerance}k -o gpx -F -") as pipe:
        return pipe.read()


def convert_track(path, fmt):
    out_fmt = FORMATS[fmt]
    proc = subprocess.run([GPSBABEL, "-i", "gpx", "-f", path, "-o", out_fmt, "-F", "-"], capture_output=True, check=True)
    return proc.stdout
