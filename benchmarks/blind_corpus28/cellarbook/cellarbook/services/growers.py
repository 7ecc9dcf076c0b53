from urllib.parse import quote

import httpx

from cellarbook.settings import settings


async def forecast(lat: float, lon: float):
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.get(settings.weather_api, params={"latitude": float(lat), "longitude": float(lon),
                                                            "daily": "precipitation_sum,temperature_2m_min"})
        return r.json()


async def notify_grower(webhook: str, lot: str, brix: float):
    async with httpx.AsyncClient(timeout=10) as client:
        await client.post(webhook, json={"lot": lot, "brix": brix})


def grower_portal_link(grower_code: str) -> str:
    return "https://growers.hollowoakwinery.com/portal/" + quote(grower_code, safe="")
