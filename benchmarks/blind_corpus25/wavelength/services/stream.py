import httpx

from ..compat import urlparse

TIMEOUT = httpx.Timeout(5.0)


async def fetch_now_playing(status_url):
    async with httpx.AsyncClient(timeout=TIMEOUT) as client:
        resp = await client.get(status_url)
        resp.raise_for_status()
        return resp.json()


async def fetch_relay_stats(relay_url, allowed_hosts):
    parts = urlparse(relay_url)
    if parts.scheme != "https" or parts.hostname not in allowed_hosts:
        raise ValueError("relay host not allowed")
    async with httpx.AsyncClient(timeout=TIMEOUT, follow_redirects=False) as client:
        resp = await client.get(relay_url)
        return resp.json()
