"""Link previews: title/description/favicon for the link detail page."""
import html
import re
from urllib.parse import quote, urlsplit

import httpx

type Meta = dict[str, str | None]

_TITLE = re.compile(r"<title[^>]*>(.*?)</title>", re.I | re.S)
_DESC = re.compile(r'<meta\s+name=["\']description["\']\s+content=["\'](.*?)["\']', re.I | re.S)
FAVICON_SERVICE = "https://icons.duckduckgo.com/ip3/{host}.ico"


async def fetch_meta(url: str, timeout: float = 4.0) -> Meta:
    async with httpx.AsyncClient(follow_redirects=True, timeout=timeout) as client:
        resp = await client.get(url)
    text = resp.text[:200_000]
    title = _TITLE.search(text)
    desc = _DESC.search(text)
    return {
        "title": title.group(1).strip() if title else None,
        "description": desc.group(1).strip() if desc else None,
        "host": urlsplit(url).hostname,
    }


async def fetch_favicon(url: str) -> bytes:
    host = urlsplit(url).hostname or ""
    async with httpx.AsyncClient(timeout=3.0) as client:
        resp = await client.get(FAVICON_SERVICE.format(host=quote(host, safe="")))
    return resp.content


def preview_card(meta: Meta) -> str:
    title = html.escape(meta["title"] or meta["host"] or "")
    head = f"<div class='preview'><h3>{title}</h3>"
    body = f"<p class='desc'>{meta["description"] or ""}</p></div>"
    return head + body
