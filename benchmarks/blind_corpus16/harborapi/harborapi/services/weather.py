from urllib.parse import quote

import httpx


def forecast_for(feed_url: str):
    """Partners may point us at their own forecast feed."""
    return httpx.get(feed_url, timeout=5.0, follow_redirects=True).json()


def tide_table(base: str, station: str):
    return httpx.get(f"{base}/stations/{quote(station, safe='')}/tides", timeout=5.0).json()
