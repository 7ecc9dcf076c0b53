"""WSGI-Variante fuer die neuen Endpunkte (Fotos, Schnellzugriff)."""
import os
import re
from urllib.parse import parse_qs

from telbuch import config

UID_RE = re.compile(r"^[a-z][a-z0-9]{1,15}$")

SCHNELLZUGRIFF = {
    "kantine": "https://intranet.example.de/kantine/speiseplan",
    "it": "https://helpdesk.example.de/",
    "hr": "https://intranet.example.de/personal/",
}


def foto(environ, start_response):
    qs = parse_qs(environ.get("QUERY_STRING", ""))
    uid = qs.get("uid", [""])[0]
    if not UID_RE.match(uid):
        start_response("400 Bad Request", [("Content-Type", "text/plain")])
        return [b"ungueltige uid"]
    pfad = os.path.join(config.FOTO_DIR, uid + ".jpg")
    if not os.path.isfile(pfad):
        pfad = os.path.join(config.FOTO_DIR, "_platzhalter.jpg")
    with open(pfad, "rb") as fh:
        daten = fh.read()
    start_response("200 OK", [("Content-Type", "image/jpeg"), ("Cache-Control", "max-age=86400")])
    return [daten]


def schnellzugriff(environ, start_response):
    qs = parse_qs(environ.get("QUERY_STRING", ""))
    ziel = SCHNELLZUGRIFF.get(qs.get("ziel", [""])[0], "/telbuch/suche.py")
    start_response("302 Found", [("Location", ziel)])
    return [b""]


def application(environ, start_response):
    pfad = environ.get("PATH_INFO", "")
    if pfad == "/foto":
        return foto(environ, start_response)
    if pfad == "/go":
        return schnellzugriff(environ, start_response)
    start_response("404 Not Found", [("Content-Type", "text/plain")])
    return [b"nicht gefunden"]
