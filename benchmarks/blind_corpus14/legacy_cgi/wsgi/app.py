"""WSGI replacement for the most-used CGI scripts (served by mod_wsgi)."""
import os
import subprocess
import sys

sys.path.insert(0, "/srv/catalog/lib")

from legacy import db, xmlfeed
from legacy.compat import html_escape, parse_qs

DATASHEETS = os.path.realpath("/srv/catalog/htdocs/datasheets")


def _qs(environ):
    return {k: v[0] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}


def part_page(environ, start_response):
    args = _qs(environ)
    rows = db.fetch_all("SELECT part_no, name, notes FROM parts WHERE part_no = %s", (args.get("p", ""),))
    if not rows:
        start_response("404 Not Found", [("Content-Type", "text/html")])
        return [("<p>No part %s</p>" % args.get("p", "")).encode("utf-8")]
    part_no, name, notes = rows[0]
    start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
    return [("<h1>%s</h1><p>%s</p>" % (html_escape(name), html_escape(notes or ""))).encode("utf-8")]


def datasheet(environ, start_response):
    name = _qs(environ).get("f", "")
    path = os.path.realpath(os.path.join(DATASHEETS, name))
    if not path.startswith(DATASHEETS + os.sep) or not os.path.isfile(path):
        start_response("404 Not Found", [("Content-Type", "text/plain")])
        return [b"not found"]
    start_response("200 OK", [("Content-Type", "application/pdf")])
    with open(path, "rb") as fh:
        return [fh.read()]


def thumbnail(environ, start_response):
    name = os.path.basename(_qs(environ).get("img", "blank.png"))
    out = subprocess.check_output(["convert", os.path.join("/srv/catalog/htdocs/drawings", name), "-thumbnail", "160x160", "png:-"])
    start_response("200 OK", [("Content-Type", "image/png")])
    return [out]


def feed_lookup(environ, start_response):
    args = _qs(environ)
    hits = xmlfeed.chercher_produit("/srv/catalog/incoming/current.xml", args.get("ref", ""))
    price = float(hits[0].get("prix", "0")) if hits else 0.0
    if "remise" in args:
        price = xmlfeed.prix_remise(args["remise"], price)
    start_response("200 OK", [("Content-Type", "text/plain")])
    return [("%.2f" % price).encode("ascii")]


ROUTES = {"/part": part_page, "/datasheet": datasheet, "/thumb": thumbnail, "/feed": feed_lookup}


def application(environ, start_response):
    handler = ROUTES.get(environ.get("PATH_INFO", ""), None)
    if handler is None:
        start_response("404 Not Found", [("Content-Type", "text/plain")])
        return [b"unknown"]
    return handler(environ, start_response)
