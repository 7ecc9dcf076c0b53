import random
import time

import requests

from . import cache, settings

_session = requests.Session()
_session.proxies = {"http": settings.PROXY_URL, "https": settings.PROXY_URL}


def fetch(url):
    cached = cache.get(url)
    if cached is not None:
        return cached
    time.sleep(settings.REQUEST_DELAY)
    headers = {"User-Agent": random.choice(settings.USER_AGENTS)}
    resp = _session.get(url, headers=headers, timeout=20)
    result = (resp.status_code, resp.url, resp.text)
    if resp.ok:
        cache.put(url, result)
    return result


def read_seeds(path=settings.SEEDS_FILE):
    with open(path) as fh:
        return [line.strip() for line in fh if line.strip() and not line.startswith("#")]
