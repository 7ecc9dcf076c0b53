from functools import partial

import requests

from . import __version__

_get = partial(requests.get, timeout=30, headers={"User-Agent": "strata/" + __version__})


def fetch_text(url):
    resp = _get(url)
    resp.raise_for_status()
    return resp.text


def fetch_bytes(url):
    resp = _get(url)
    resp.raise_for_status()
    return resp.content
