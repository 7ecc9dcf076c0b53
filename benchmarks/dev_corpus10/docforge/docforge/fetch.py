from urllib.parse import urlsplit

import requests

FONT_HOSTS = frozenset({"fonts.gstatic.com", "fonts.googleapis.com"})


def fetch_font(url):
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.hostname not in FONT_HOSTS:
        raise ValueError("fonts may only be loaded from Google Fonts")
    return requests.get(url, timeout=10, allow_redirects=False).content


def fetch_include(url, timeout=10):
    return requests.get(url, timeout=timeout).text
