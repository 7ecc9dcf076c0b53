import ipaddress
import socket
from urllib.parse import urlsplit

import aiohttp
from aiohttp.abc import AbstractResolver

from .settings import SETTINGS


class BlockedDestination(ValueError):
    pass


def resolve_public(url):
    """Return (host, ip) for *url* or raise BlockedDestination."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise BlockedDestination("scheme")
    port = parts.port or (443 if parts.scheme == "https" else 80)
    if port not in SETTINGS.allowed_ports:
        raise BlockedDestination("port")
    infos = socket.getaddrinfo(parts.hostname, port, type=socket.SOCK_STREAM)
    for *_, sockaddr in infos:
        ip = ipaddress.ip_address(sockaddr[0])
        if not ip.is_global or ip.is_multicast:
            raise BlockedDestination(str(ip))
    return parts.hostname, infos[0][4][0]


class PublicOnlyResolver(AbstractResolver):
    """aiohttp resolver that refuses to hand out non-public addresses.

    Checking at connect time (rather than only when a subscription is saved)
    means a DNS answer that changes later cannot redirect deliveries inward.
    """

    def __init__(self):
        self._inner = aiohttp.DefaultResolver()

    async def resolve(self, host, port=0, family=socket.AF_INET):
        infos = await self._inner.resolve(host, port, family)
        for info in infos:
            ip = ipaddress.ip_address(info["host"])
            if not ip.is_global or ip.is_multicast:
                raise BlockedDestination(f"{host} -> {ip}")
        return infos

    async def close(self):
        await self._inner.close()


def public_session(**kwargs):
    return aiohttp.ClientSession(connector=aiohttp.TCPConnector(resolver=PublicOnlyResolver()), **kwargs)
