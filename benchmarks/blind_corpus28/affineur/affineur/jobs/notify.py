import random
import time
from urllib.parse import urlparse

import requests

from affineur import settings


def post_webhook(url, body, attempts=5):
    host = urlparse(url).hostname
    if urlparse(url).scheme != "https" or host not in settings.WEBHOOK_HOSTS:
        raise ValueError("webhook host not allowed: %s" % host)
    for n in range(attempts):
        try:
            r = requests.post(url, json=body, timeout=10, allow_redirects=False)
            if r.status_code < 500:
                return r.status_code
        except requests.RequestException:
            pass
        time.sleep(min(60, 2 ** n) + random.random())
    return None


def producer_ping(payload):
    return post_webhook(payload["webhook"], {"lot": payload["lot"], "event": payload["event"]})
