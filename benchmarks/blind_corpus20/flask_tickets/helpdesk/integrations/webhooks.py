import logging

import requests

from ..compat import urlparse

log = logging.getLogger(__name__)


def deliver(url, event, payload):
    body = {"event": event, "data": payload}
    try:
        r = requests.post(url, json=body, timeout=5)
        return r.status_code
    except requests.RequestException as exc:
        log.warning("webhook %s failed: %s", url, exc)
        return None


def notify_chat(url, text, allowed_hosts):
    parts = urlparse(url)
    if parts.scheme != "https" or parts.hostname not in allowed_hosts:
        raise ValueError("chat webhook host not allowed")
    return requests.post(url, json={"text": text}, timeout=5, allow_redirects=False)
