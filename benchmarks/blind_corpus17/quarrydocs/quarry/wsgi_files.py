"""Bare WSGI app that serves document attachments (mounted under /files by the front proxy)."""
import mimetypes
import os
from urllib.parse import unquote

ROOT = "/srv/quarry/attachments"
PUBLIC = "/srv/quarry/public"


def _not_found(start_response):
    start_response("404 Not Found", [("Content-Type", "text/plain")])
    return [b"not found"]


def attachments_app(environ, start_response):
    rel = unquote(environ.get("PATH_INFO", "").lstrip("/"))
    path = os.path.join(ROOT, rel)
    if not os.path.isfile(path):
        return _not_found(start_response)
    start_response("200 OK", [("Content-Type", mimetypes.guess_type(path)[0] or "application/octet-stream")])
    return [open(path, "rb").read()]


def public_app(environ, start_response):
    rel = unquote(environ.get("PATH_INFO", "").lstrip("/"))
    path = os.path.realpath(os.path.join(PUBLIC, rel))
    if os.path.commonpath([path, PUBLIC]) != PUBLIC or not os.path.isfile(path):
        return _not_found(start_response)
    start_response("200 OK", [("Content-Type", mimetypes.guess_type(path)[0] or "application/octet-stream")])
    with open(path, "rb") as fh:
        return [fh.read()]
