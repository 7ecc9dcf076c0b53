import httpx

from ..config import settings


def fetch_station(station: str) -> dict:
    url = settings.station_feeds.get(station)
    if url is None:
        return {"error": "unknown station"}
    return httpx.get(url, timeout=8.0).json()


def fetch_custom_station(url: str) -> dict:
    # growers can point at their own Davis weatherlink export
    resp = httpx.get(url, timeout=8.0, follow_redirects=True)
    return {"status": resp.status_code, "body": resp.text[:2000]}
