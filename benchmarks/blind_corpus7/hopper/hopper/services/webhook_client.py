import ipaddress
import socket
from urllib.parse import urlparse

import httpx

from ..settings import settings


class WebhookClient:
    def __init__(self, target_url: str, timeout: float = 5.0):
        self.target_url = target_url
        self.timeout = timeout

    def fire(self, payload: dict) -> int:
        r = httpx.post(self.target_url, json=payload, timeout=self.timeout)
        return r.status_code


def _is_public(host: str) -> bool:
    try:
        infos = socket.getaddrinfo(host, 443)
    except socket.gaierror:
        return False
    return all(ipaddress.ip_address(i[4][0]).is_global for i in infos)


def fire_verified(url: str, payload: dict) -> int:
    parts = urlparse(url)
    if parts.scheme != "https" or parts.hostname not in settings.webhook_allowed_hosts or not _is_public(parts.hostname):
        raise ValueError("webhook host not allowed")
    r = httpx.post(url, json=payload, timeout=5.0, follow_redirects=False)
    return r.status_code
