"""Format conversion via gpsbabel."""
import shutil
import subprocess

GPSBABEL = shutil.which("gpsbabel") or "/usr/bin/gpsbabel"


def to_kml(gpx_path, kml_path):
    subprocess.run([GPSBABEL, "-i", "gpx", "-f", gpx_path, "-o", "kml", "-F", kml_path], check=True)


def convert_native(entry, src_path, out_path):
    """Some partner clubs publish in other formats; the index says which gpsbabel input format to use."""
    fmt = entry.get("format", "gpx")
    subprocess.run("%s -i %s -f %s -o gpx -F %s" % (GPSBABEL, fmt, src_path, out_path), shell=True, check=True)
