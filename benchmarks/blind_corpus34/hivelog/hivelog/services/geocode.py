import asyncio
import random

import aiohttp


async def lookup(settings, postcode):
    params = {"postalcode": postcode, "countrycodes": "gb", "format": "json", "limit": "1"}
    for attempt in range(3):
        try:
            async with aiohttp.ClientSession() as client:
                async with client.get(settings.geocoder_url, params=params) as resp:
                    hits = await resp.json()
                    if hits:
                        return {"lat": float(hits[0]["lat"]), "lon": float(hits[0]["lon"])}
                    return None
        except aiohttp.ClientError:
            await asyncio.sleep(2 ** attempt + random.uniform(0, 0.5))
    return None
