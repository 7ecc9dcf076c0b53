"""Import subscriptions from an OPML file hosted on a trusted site."""
from urllib.parse import urlsplit

import defusedxml.ElementTree as DET
import requests

from . import config


class ImportRejected(Exception):
    pass


def fetch_opml(url):
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.hostname not in config.ALLOWED_IMPORT_HOSTS:
        raise ImportRejected(url)
    resp = requests.get(url, timeout=10, allow_redirects=False)
    resp.raise_for_status()
    return resp.content


def outlines(opml_bytes):
    root = DET.fromstring(opml_bytes)
    return [o.get("xmlUrl") for o in root.iter("outline") if o.get("xmlUrl")]


def status():
    return requests.get(config.PUBLIC_STATUS_URL, timeout=5).json()
