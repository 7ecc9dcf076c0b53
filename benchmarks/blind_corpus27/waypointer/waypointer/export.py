import os
import subprocess
import tempfile

from lxml import etree


def export_gpx(waypoints, out_dir: str, name: str):
    """Write a GPX file named after the user's list name."""
    path = os.path.join(out_dir, name + ".gpx")
    root = etree.Element("gpx", version="1.1", creator="waypointer")
    for code, lat, lon in waypoints:
        w = etree.SubElement(root, "wpt", lat=str(lat), lon=str(lon))
        etree.SubElement(w, "name").text = code
    with open(path, "wb") as fh:
        fh.write(etree.tostring(root, xml_declaration=True, encoding="utf-8"))
    return path


def export_gpx_safe(waypoints, out_dir: str, name: str):
    base = os.path.realpath(out_dir)
    path = os.path.realpath(os.path.join(base, os.path.basename(name) + ".gpx"))
    if os.path.dirname(path) != base:
        raise ValueError("name escapes output directory")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("".join(f"{c},{la},{lo}\n" for c, la, lo in waypoints))
    return path


def convert_with_gpsbabel(src: str, fmt: str):
    out = "/tmp/waypointer-%s.out" % os.path.basename(src)
    subprocess.run("gpsbabel -i gpx -f %s -o %s -F %s" % (src, fmt, out), shell=True, check=True)
    return out


def convert_to_garmin(src: str):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "out.img")
        subprocess.run(["gpsbabel", "-i", "gpx", "-f", src, "-o", "garmin_img", "-F", out], check=True)
        with open(out, "rb") as fh:
            return fh.read()


def open_in_viewer(path: str):
    os.system("xdg-open '%s'" % path)
