"""IIIF helpers: our own image server plus import of partner manifests."""
from urllib.parse import quote

import requests

IIIF_BASE = "https://iiif.valerail.org/iiif/3"


def info_json(identifier):
    url = f"{IIIF_BASE}/{quote(identifier, safe='')}/info.json"
    resp = requests.get(url, timeout=10)
    resp.raise_for_status()
    return resp.json()


def fetch_external_manifest(url):
    resp = requests.get(url, timeout=15, headers={"Accept": "application/ld+json"})
    resp.raise_for_status()
    manifest = resp.json()
    canvases = manifest.get("items") or manifest.get("sequences", [{}])[0].get("canvases", [])
    return {"label": manifest.get("label"), "canvases": len(canvases)}
