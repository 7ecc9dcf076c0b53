"""GET /preview?url=... -- fetch a page and return its OpenGraph metadata for link cards."""
import re
from urllib.parse import urlparse

import requests

from shared.http import json_response, query

OG_RE = re.compile(r'<meta\s+property="og:(title|description|image)"\s+content="([^"]*)"', re.I)
OEMBED_PROVIDERS = {
    "youtube.com": "https://www.youtube.com/oembed",
    "www.youtube.com": "https://www.youtube.com/oembed",
    "vimeo.com": "https://vimeo.com/api/oembed.json",
}


def handler(event, context):
    url = query(event).get("url", "")
    if not url.startswith(("http://", "https://")):
        return json_response({"error": "url must be http(s)"}, 400)
    resp = requests.get(url, timeout=5, headers={"User-Agent": "acme-linkcard/1.0"})
    meta = dict(OG_RE.findall(resp.text[:200000]))
    return json_response({"url": url, "status": resp.status_code, **meta})


def oembed_handler(event, context):
    url = query(event).get("url", "")
    host = urlparse(url).hostname or ""
    endpoint = OEMBED_PROVIDERS.get(host)
    if endpoint is None:
        return json_response({"error": "provider not supported"}, 400)
    resp = requests.get(endpoint, params={"url": url, "format": "json"}, timeout=5)
    return json_response(resp.json(), resp.status_code)
