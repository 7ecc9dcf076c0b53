"""Tiny WSGI app mounted at /export by the front proxy."""
import os
import re

from .compat import parse_qs

EXPORT_DIR = os.environ.get("METERBOX_EXPORTS", "/var/lib/meterbox/exports")
NAME_RE = re.compile(r"[A-Za-z0-9_.-]+\.csv")


def _send(start_response, path):
    try:
        with open(path, "rb") as fh:
            body = fh.read()
    except OSError:
        start_response("404 Not Found", [("Content-Type", "text/plain")])
        return [b"not found"]
    start_response("200 OK", [("Content-Type", "text/csv"), ("Content-Length", str(len(body)))])
    return [body]


def application(environ, start_response):
    qs = parse_qs(environ.get("QUERY_STRING", ""))
    path_info = environ.get("PATH_INFO", "")
    if path_info == "/raw":
        name = qs.get("file", [""])[0]
        return _send(start_response, os.path.join(EXPORT_DIR, name))
    if path_info == "/monthly":
        name = qs.get("name", [""])[0]
        if not NAME_RE.fullmatch(name) or name.startswith("."):
            start_response("400 Bad Request", [("Content-Type", "text/plain")])
            return [b"bad name"]
        return _send(start_response, os.path.join(EXPORT_DIR, "monthly", name))
    start_response("404 Not Found", [("Content-Type", "text/plain")])
    return [b"unknown export"]
