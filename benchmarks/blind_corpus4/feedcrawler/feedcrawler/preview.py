"""Bare WSGI app behind /preview used by the "add feed" dialog.

Runs under uwsgi next to the crawler; no framework on purpose.
"""
import html
import json
from urllib.parse import parse_qs
from urllib.request import Request, urlopen

from . import db, parsing
from .cache import get as cache_get, put as cache_put


def _fetch(url):
    cached = cache_get(url)
    if cached is not None:
        return cached
    req = Request(url, headers={"User-Agent": "feedcrawler-preview/1.0"})
    with urlopen(req, timeout=10) as resp:
        body = resp.read(2 * 1024 * 1024)
    cache_put(url, body)
    return body


def preview_app(environ, start_response):
    qs = parse_qs(environ.get("QUERY_STRING", ""))
    url = qs.get("url", [""])[0]
    body = _fetch(url)
    entries = list(parsing.parse_rss(body))[:5]
    items = "".join("<li><a href=\"%s\">%s</a></li>" % (html.escape(e["link"] or "", quote=True),
                                                      html.escape(e["title"] or "")) for e in entries)
    page = "<h2>Preview of %s</h2><ul>%s</ul>" % (url, items)
    start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
    return [page.encode("utf-8")]


def import_app(environ, start_response):
    size = int(environ.get("CONTENT_LENGTH") or 0)
    data = environ["wsgi.input"].read(size)
    user_id = int(environ["HTTP_X_USER_ID"])
    conn = db.connect()
    added = 0
    for feed in parsing.parse_opml(data):
        db.subscribe(conn, user_id, feed["url"], feed["title"])
        added += 1
    start_response("200 OK", [("Content-Type", "application/json")])
    return [json.dumps({"added": added}).encode()]
