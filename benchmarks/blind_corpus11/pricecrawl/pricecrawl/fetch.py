import random
import time
from urllib.parse import urlsplit

import requests

from . import settings

_session = requests.Session()
_session.proxies = {"http": settings.PROXY, "https": settings.PROXY}


def allowed(url):
    host = urlsplit(url).hostname or ""
    return host in settings.SEED_DOMAINS


def polite_get(url):
    if not allowed(url):
        raise ValueError("off-site url: %s" % url)
    time.sleep(1.0 + random.random() * 2)
    headers = {"User-Agent": random.choice(settings.USER_AGENTS)}
    return _session.get(url, headers=headers, timeout=20)


def head(url):
    return _session.head(url, allow_redirects=True, timeout=10)
