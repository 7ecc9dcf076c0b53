"""IIIF manifest retrieval."""
from urllib.parse import quote, urlsplit

import requests

MUSEUM_IIIF = "https://iiif.museum.example/presentation/v3"
PARTNER_HOSTS = frozenset({"iiif.partner-gallery.example", "images.regional-archive.example"})


def fetch_manifest(object_id: str) -> dict:
    return requests.get(f"{MUSEUM_IIIF}/{quote(object_id, safe='')}/manifest", timeout=10).json()


def fetch_partner_manifest(url: str) -> dict:
    host = urlsplit(url).hostname
    if host not in PARTNER_HOSTS:
        raise ValueError("not a partner IIIF host")
    return requests.get(url, timeout=10, allow_redirects=False).json()


def fetch_any_manifest(url: str) -> dict:
    """Resolve a manifest URL pasted by a researcher."""
    return requests.get(url, timeout=10).json()
