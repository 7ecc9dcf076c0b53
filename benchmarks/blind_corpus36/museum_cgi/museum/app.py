"""The WSGI application (mod_wsgi): dispatch on PATH_INFO."""
import json
import traceback

from . import archive, collections, config, events, images, oai, visitors
from .security import check_basic_auth
from .templates import not_found


def application(environ, start_response):
    try:
        return _dispatch(environ, start_response)
    except Exception:
        if config.DEBUG_TRACEBACKS:
            start_response("500 Internal Server Error", [("Content-Type", "text/plain")])
            return [traceback.format_exc().encode()]
        start_response("500 Internal Server Error", [("Content-Type", "text/plain")])
        return [b"Something went wrong."]


def _dispatch(environ, start_response):
    path = environ.get("PATH_INFO", "/")
    if path.startswith("/images/"):
        return images.serve(environ, start_response)
    if path == "/search":
        start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
        return [collections.search(environ)]
    if path == "/events":
        start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
        return [events.listing(environ)]
    if path == "/guestbook":
        return visitors.guestbook(environ, start_response)
    if path == "/welcome":
        return visitors.start_session(environ, start_response)
    if path.startswith("/oral-history/"):
        start_response("200 OK", [("Content-Type", "audio/mpeg")])
        return [archive.recording(path.rsplit("/", 1)[1])]
    if path == "/oai":
        from urllib.parse import parse_qs
        qs = parse_qs(environ.get("QUERY_STRING", ""))
        rec = oai.get_record(qs.get("identifier", [""])[0])
        start_response("200 OK" if rec else "404 Not Found", [("Content-Type", "text/xml")])
        return [rec or b"<error/>"]
    if path.startswith("/staff/"):
        if not check_basic_auth(environ):
            start_response("401 Unauthorized", [("WWW-Authenticate", 'Basic realm="staff"')])
            return [b""]
        from urllib.parse import parse_qs
        qs = parse_qs(environ.get("QUERY_STRING", ""))
        if path == "/staff/harvest":
            n = oai.harvest(qs["url"][0]) if "url" in qs else oai.harvest_partner(qs.get("partner", ["county-archive"])[0])
            start_response("200 OK", [("Content-Type", "application/json")])
            return [json.dumps({"records": n}).encode()]
        if path == "/staff/transcripts":
            size = int(environ.get("CONTENT_LENGTH") or 0)
            names = archive.upload_transcripts(environ["wsgi.input"].read(size), qs.get("batch", ["0"])[0])
            start_response("200 OK", [("Content-Type", "application/json")])
            return [json.dumps(names).encode()]
    start_response("404 Not Found", [("Content-Type", "text/html")])
    return [not_found()]
