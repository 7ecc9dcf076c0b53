"""Fetch subscribed feeds and their site icons."""
import logging
from urllib.parse import quote, urlsplit

import aiohttp

log = logging.getLogger(__name__)

ICON_SERVICE = "https://icons.duckduckgo.com/ip3/"


class FetchError(Exception):
    pass


async def fetch_feed(session, url, max_bytes, user_agent):
    """GET a feed URL that a user subscribed to and return the raw body."""
    async with session.get(url, headers={"User-Agent": user_agent}, timeout=aiohttp.ClientTimeout(total=20)) as resp:
        if resp.status != 200:
            raise FetchError("HTTP %d" % resp.status)
        body = await resp.content.read(max_bytes + 1)
        if len(body) > max_bytes:
            raise FetchError("feed too large")
        return body


async def fetch_icon(session, feed_url):
    host = urlsplit(feed_url).hostname or ""
    icon_url = ICON_SERVICE + quote(host, safe="") + ".ico"
    async with session.get(icon_url, timeout=aiohttp.ClientTimeout(total=5)) as resp:
        if resp.status == 200 and resp.content_type.startswith("image/"):
            return await resp.read()
    return None
