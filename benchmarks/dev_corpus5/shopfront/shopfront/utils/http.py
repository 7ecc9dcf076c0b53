import hashlib
import random
import time
from urllib.parse import urlparse

import requests


def is_safe_redirect(target, host):
    if not target or "\\" in target or any(ch in target for ch in "\t\r\n"):
        return False
    parsed = urlparse(target)
    if parsed.scheme or parsed.netloc:
        return parsed.scheme in ("http", "https") and parsed.netloc == host
    return target.startswith("/") and not target.startswith("//")


def etag_for(payload):
    return '"%s"' % hashlib.md5(payload).hexdigest()


def post_with_retry(url, json_body, attempts=4, base_delay=0.5):
    for attempt in range(attempts):
        try:
            resp = requests.post(url, json=json_body, timeout=10)
            resp.raise_for_status()
            return resp
        except requests.RequestException:
            if attempt == attempts - 1:
                raise
            time.sleep(base_delay * (2 ** attempt) + random.uniform(0, base_delay))
