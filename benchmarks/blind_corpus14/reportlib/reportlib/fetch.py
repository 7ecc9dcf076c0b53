"""Fetch images/CSS referenced by a report."""
import ipaddress
import socket

from .compat import Request, urlopen, urlsplit

USER_AGENT = "reportlib/0.14"


def fetch_asset(url, timeout=10):
    req = Request(url, headers={"User-Agent": USER_AGENT})
    with urlopen(req, timeout=timeout) as resp:
        return resp.read()


def fetch_asset_checked(url, allowed_hosts, timeout=10):
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or parts.hostname not in allowed_hosts:
        raise ValueError("asset host not allowed: %r" % parts.hostname)
    addr = ipaddress.ip_address(socket.gethostbyname(parts.hostname))
    if addr.is_private or addr.is_loopback or addr.is_link_local:
        raise ValueError("asset host resolves to a private address")
    req = Request(url, headers={"User-Agent": USER_AGENT})
    with urlopen(req, timeout=timeout) as resp:
        return resp.read()
