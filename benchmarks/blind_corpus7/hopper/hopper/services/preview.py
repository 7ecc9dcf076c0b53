import re

import httpx

TITLE_RE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


async def link_preview(url: str) -> dict:
    async with httpx.AsyncClient(follow_redirects=True, timeout=4.0) as client:
        resp = await client.get(url)
    m = TITLE_RE.search(resp.text)
    return {"url": str(resp.url), "title": m.group(1).strip() if m else None}


async def favicon(domain: str) -> bytes:
    if not re.fullmatch(r"[a-z0-9-]+(\.[a-z0-9-]+)+", domain):
        raise ValueError("bad domain")
    async with httpx.AsyncClient(timeout=4.0) as client:
        resp = await client.get("https://icons.duckduckgo.com/ip3/%s.ico" % domain)
    return resp.content
