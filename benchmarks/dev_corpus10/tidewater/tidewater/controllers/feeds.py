from urllib.parse import urlsplit

import httpx
from litestar import Controller, get, post
from litestar.exceptions import ValidationException

from ..config import config


class FeedController(Controller):
    path = "/feeds"

    @post("/preview")
    async def preview(self, data: dict) -> dict:
        url = data["url"]
        parts = urlsplit(url)
        if parts.scheme != "https" or parts.hostname not in config.feed_hosts:
            raise ValidationException("feed host not allowed")
        async with httpx.AsyncClient(follow_redirects=False, timeout=10) as client:
            r = await client.get(url)
        return {"status": r.status_code, "bytes": len(r.content)}

    @get("/mirror")
    async def mirror(self, source: str, path: str = "") -> dict:
        async with httpx.AsyncClient(timeout=10) as client:
            r = await client.get(f"http://{source}/{path}")
        return {"status": r.status_code, "body": r.text[:2000]}
