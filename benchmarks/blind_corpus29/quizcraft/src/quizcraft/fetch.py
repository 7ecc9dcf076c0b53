import ipaddress
import socket
from urllib.parse import urljoin, urlsplit

import requests


def _public_host(host: str) -> bool:
    try:
        infos = socket.getaddrinfo(host, 443)
    except socket.gaierror:
        return False
    return all(ipaddress.ip_address(i[4][0]).is_global for i in infos)


def fetch_pack(url: str, timeout: float = 20.0) -> bytes:
    parts = urlsplit(url)
    if parts.scheme != "https" or not parts.hostname or not _public_host(parts.hostname):
        raise ValueError("packs must be fetched over https from a public host")
    return requests.get(url, timeout=timeout, allow_redirects=False).content


def resolve_media(question, base_url: str, timeout: float = 20.0) -> bytes:
    """Fetch the picture or audio for a question; paths are relative to the pack's base URL."""
    url = urljoin(base_url, question.get("media", ""))
    return requests.get(url, timeout=timeout).content
