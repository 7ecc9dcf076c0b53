import requests

from . import config


def fetch_pattern(url, timeout=20):
    """Download a pattern document from a URL supplied by the caller."""
    resp = requests.get(url, timeout=timeout)
    resp.raise_for_status()
    return resp.content


def fetch_pattern_by_id(pattern_id, timeout=20):
    resp = requests.get(f"{config.RAVELRY_API}/patterns/{int(pattern_id)}.json", timeout=timeout,
                        auth=(config.RAVELRY_CLIENT_ID, config.RAVELRY_CLIENT_SECRET))
    resp.raise_for_status()
    return resp.json()
