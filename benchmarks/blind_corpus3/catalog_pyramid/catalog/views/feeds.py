"""Supplier price feeds.

Editors can register a supplier feed and trigger a refresh; the "probe"
endpoint lets them test a URL before saving it.
"""
from urllib.parse import urlsplit

import requests
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

from catalog.models import DBSession, Supplier
from catalog.resources import Root

ALLOWED_FEED_HOSTS = {
    "feeds.acme-wholesale.com",
    "export.globex.de",
    "partner.initech.co.uk",
}


def _fetch(url):
    resp = requests.get(url, timeout=10, headers={"User-Agent": "catalog-feed/2.3"})
    resp.raise_for_status()
    return resp.text


@view_config(context=Root, name="feed-probe", request_method="POST", permission="edit", renderer="json")
def probe(request):
    url = request.params.get("url", "")
    resp = requests.get(url, timeout=10, allow_redirects=True)
    return {"status": resp.status_code, "bytes": len(resp.content),
            "content_type": resp.headers.get("content-type")}


@view_config(context=Root, name="feed-register", request_method="POST", permission="edit", renderer="json")
def register(request):
    url = request.params.get("url", "")
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.hostname not in ALLOWED_FEED_HOSTS:
        raise HTTPBadRequest("feed host not allowed")
    sample = _fetch(url)
    supplier = Supplier(name=request.params.get("name", parts.hostname), feed_url=url)
    DBSession.add(supplier)
    return {"ok": True, "sample_bytes": len(sample)}
