import aiohttp
from defusedxml import ElementTree

from . import plugin


@plugin("rss")
class RssPlugin:
    async def fetch(self, feed_url):
        async with aiohttp.ClientSession() as session:
            async with session.get(feed_url, timeout=aiohttp.ClientTimeout(total=10)) as resp:
                body = await resp.read()
        return self.parse(body)

    def parse(self, body):
        root = ElementTree.fromstring(body)
        items = []
        for item in root.iter("item"):
            items.append({"title": item.findtext("title", ""), "link": item.findtext("link", ""),
                          "summary": item.findtext("description", "")})
        return items
