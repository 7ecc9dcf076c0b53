"""The old attachment browser, still mounted under /legacy by the uWSGI config."""
import html
import os
import sqlite3
from urllib.parse import parse_qs

from . import config


def _qs(environ):
    return {k: v[0] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}


def application(environ, start_response):
    params = _qs(environ)
    route = environ.get("PATH_INFO", "/")
    if route == "/file":
        path = os.path.join(config.ATTACH_DIR, params.get("name", ""))
        with open(path, "rb") as fh:
            data = fh.read()
        start_response("200 OK", [("Content-Type", "application/octet-stream")])
        return [data]
    if route == "/thumb":
        name = os.path.basename(params.get("name", ""))
        with open(os.path.join(config.ATTACH_DIR, "thumbs", name), "rb") as fh:
            data = fh.read()
        start_response("200 OK", [("Content-Type", "image/png")])
        return [data]
    if route == "/list":
        owner = params.get("owner", "")
        conn = sqlite3.connect(config.DB_PATH)
        rows = conn.execute("SELECT name, size FROM attachments WHERE owner = '%s'" % owner).fetchall()
        items = "".join("<li>%s (%d bytes)</li>" % (html.escape(n), s) for n, s in rows)
        start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
        return [("<h1>Attachments of %s</h1><ul>%s</ul>" % (owner, items)).encode()]
    if route == "/count":
        conn = sqlite3.connect(config.DB_PATH)
        (n,) = conn.execute("SELECT COUNT(*) FROM attachments WHERE owner = ?", (params.get("owner", ""),)).fetchone()
        start_response("200 OK", [("Content-Type", "text/plain")])
        return [str(n).encode()]
    start_response("404 Not Found", [("Content-Type", "text/plain")])
    return [b"not found"]
