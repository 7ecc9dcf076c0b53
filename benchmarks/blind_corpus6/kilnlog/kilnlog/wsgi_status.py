"""Plain WSGI status page for the display next to the kilns (mounted at /status)."""
import html
from urllib.parse import parse_qs

from . import db


def application(environ, start_response):
    qs = parse_qs(environ.get("QUERY_STRING", ""))
    kiln = qs.get("kiln", ["1"])[0]
    kiln_id = int(kiln) if kiln.isdigit() else 1
    label = qs.get("label", [f"Kiln {kiln_id}"])[0]
    readings = db.latest_temps(kiln_id)
    rows = "".join(f"<tr><td>{html.escape(r['ts'])}</td><td>{r['temp_c']:.0f} &deg;C</td></tr>" for r in readings)
    body = f"<html><head><meta http-equiv='refresh' content='30'></head><body><h1>{label}</h1><table>{rows}</table></body></html>"
    data = body.encode("utf-8")
    start_response("200 OK", [("Content-Type", "text/html; charset=utf-8"), ("Content-Length", str(len(data)))])
    return [data]


if __name__ == "__main__":
    from wsgiref.simple_server import make_server

    make_server("127.0.0.1", 8081, application).serve_forever()
