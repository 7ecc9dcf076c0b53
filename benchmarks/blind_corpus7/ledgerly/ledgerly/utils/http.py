import hashlib
import re

import requests
from flask import request

CURRENCY_RE = re.compile(r"^[A-Z]{3}$")


def etag_for(payload: bytes) -> str:
    return '"%s"' % hashlib.md5(payload).hexdigest()


def not_modified(payload: bytes) -> bool:
    return request.headers.get("If-None-Match") == etag_for(payload)


def fetch_json(url, timeout=5):
    resp = requests.get(url, timeout=timeout)
    resp.raise_for_status()
    return resp.json()


def fetch_rate(base_api, currency):
    if not CURRENCY_RE.match(currency or ""):
        raise ValueError("bad currency")
    r = requests.get("%s/latest" % base_api, params={"base": currency}, timeout=5)
    r.raise_for_status()
    return r.json()["rates"]
