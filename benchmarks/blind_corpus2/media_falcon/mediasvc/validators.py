import ipaddress
import socket
from urllib.parse import urlsplit

from . import config


def is_allowed_origin(url):
    """True if url points at one of the configured CDNs over https."""
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.port not in (None, 443):
        return False
    return parts.hostname in config.TRUSTED_ORIGINS


def resolves_public(host):
    try:
        infos = socket.getaddrinfo(host, None)
    except socket.gaierror:
        return False
    return all(ipaddress.ip_address(i[4][0]).is_global for i in infos)
