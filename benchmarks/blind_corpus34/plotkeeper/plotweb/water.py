import csv
import io
import os
import tempfile

from .util import json_response, query, route

READINGS = "/var/lib/plotkeeper/water"


@route("/water/reading")
def reading(environ, start_response):
    q = query(environ)
    plot = q.get("plot", "0")
    litres = q.get("litres", "0")
    spool = "/tmp/water-%s.csv" % plot
    with open(spool, "a", newline="") as fh:
        csv.writer(fh).writerow([plot, litres])
    return json_response(start_response, {"ok": True})


@route("/water/export")
def export(environ, start_response):
    year = query(environ).get("year", "")
    root = os.path.realpath(READINGS)
    path = os.path.realpath(os.path.join(root, f"{year}.csv"))
    if os.path.commonpath([root, path]) != root or not os.path.isfile(path):
        return json_response(start_response, {"error": "no such year"}, "404 Not Found")
    with open(path, newline="") as fh:
        rows = list(csv.reader(fh))
    with tempfile.TemporaryFile("w+") as scratch:
        csv.writer(scratch).writerows(rows)
        scratch.seek(0)
        data = scratch.read()
    start_response("200 OK", [("Content-Type", "text/csv")])
    return [io.StringIO(data).getvalue().encode()]
