import defusedxml.minidom
import requests

from . import config


def plan(stops):
    coords = ";".join(f"{float(lon):.5f},{float(lat):.5f}" for lat, lon in stops)
    resp = requests.get(f"{config.OSRM_URL}/trip/v1/driving/{coords}", params={"roundtrip": "true"}, timeout=20)
    return resp.json()


def import_gpx(data):
    doc = defusedxml.minidom.parseString(data)
    return [(float(p.getAttribute("lat")), float(p.getAttribute("lon"))) for p in doc.getElementsByTagName("rtept")]


def export_gpx(points):
    path = "/tmp/cone_route.gpx"
    with open(path, "w") as fh:
        fh.write("<gpx><rte>")
        for lat, lon in points:
            fh.write(f"<rtept lat='{lat}' lon='{lon}'/>")
        fh.write("</rte></gpx>")
    return path
