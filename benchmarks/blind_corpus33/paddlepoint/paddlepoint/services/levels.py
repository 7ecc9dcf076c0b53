"""River level readings and partner trip feeds."""
import asyncio
import hashlib
import random
import re

import aiohttp
import defusedxml.ElementTree as DET

from .. import settings

STATION_RE = re.compile(r"[0-9A-Z]{4,8}")
_cache = {}


async def reading_for(station):
    if not STATION_RE.fullmatch(station):
        raise ValueError(station)
    url = settings.GAUGE_API.format(station=station) + "?latest"
    key = hashlib.md5(url.encode(), usedforsecurity=False).hexdigest()
    if key in _cache:
        return _cache[key]
    for attempt in range(3):
        try:
            async with aiohttp.ClientSession() as session:
                async with session.get(url, timeout=aiohttp.ClientTimeout(total=5)) as resp:
                    data = await resp.json()
                    _cache[key] = data
                    return data
        except aiohttp.ClientError:
            await asyncio.sleep(0.5 * 2 ** attempt + random.uniform(0, 0.3))
    return None


async def fetch_feed(url):
    async with aiohttp.ClientSession() as session:
        async with session.get(url) as resp:
            return await resp.text()


async def partner_trips():
    text = await fetch_feed(settings.PARTNER_FEED)
    root = DET.fromstring(text)
    return [{"title": t.findtext("title"), "date": t.findtext("date")} for t in root.iter("trip")]
