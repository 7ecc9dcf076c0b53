import os

from defusedxml import ElementTree as SafeET
from django.conf import settings
from lxml import etree


def write_gpx(flight, points):
    path = "/tmp/kitetrack-flight-%d.gpx" % flight.pk
    with open(path, "w") as fh:
        fh.write('<?xml version="1.0"?><gpx version="1.1"><trk><trkseg>')
        for p in points:
            fh.write('<trkpt lat="%f" lon="%f"/>' % (p["lat"], p["lon"]))
        fh.write("</trkseg></trk></gpx>")
    return path


def read_track(name):
    with open(os.path.join(settings.TRACK_STORE, name), "rb") as fh:
        return fh.read()


def parse_gpx(raw):
    root = SafeET.fromstring(raw)
    ns = {"g": "http://www.topografix.com/GPX/1/1"}
    return [{"lat": float(pt.get("lat")), "lon": float(pt.get("lon"))} for pt in root.iterfind(".//g:trkpt", ns)]


def waypoint_named(raw, name):
    doc = etree.fromstring(raw, etree.XMLParser(resolve_entities=False, no_network=True))
    return doc.xpath("//wpt[name=$n]", n=name)
