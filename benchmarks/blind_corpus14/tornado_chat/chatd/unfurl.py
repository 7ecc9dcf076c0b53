"""Fetch link previews for URLs posted in chat."""
import re

from tornado.httpclient import AsyncHTTPClient, HTTPRequest

URL_RE = re.compile(r"https?://\S+")
TITLE_RE = re.compile(rb"<title[^>]*>(.*?)</title>", re.I | re.S)


async def unfurl_first_link(text):
    match = URL_RE.search(text)
    if not match:
        return None
    req = HTTPRequest(match.group(0), method="GET", request_timeout=5, follow_redirects=True, max_redirects=3)
    resp = await AsyncHTTPClient().fetch(req, raise_error=False)
    found = TITLE_RE.search(resp.body or b"")
    return {"url": match.group(0), "title": found.group(1).decode("utf-8", "replace").strip() if found else None}
