import httpx
from lxml import etree

from .. import settings

SAFE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True)


class BggClient:
    base = settings.BGG_API

    async def hot_list(self):
        async with httpx.AsyncClient(timeout=10) as client:
            resp = await client.get(f"{self.base}/hot", params={"type": "boardgame"})
        return etree.fromstring(resp.content, SAFE_PARSER)


async def fetch_thumbnail(url):
    async with httpx.AsyncClient(timeout=10, follow_redirects=True) as client:
        resp = await client.get(url)
    return resp.content
