from ._compat import urlopen, urlparse
from .storage import resolve_asset

TRUSTED_INCLUDE_HOSTS = frozenset({"schemas.parchment.example", "cdn.parchment.example"})


def _download(url, timeout=10):
    with urlopen(url, timeout=timeout) as resp:
        return resp.read()


def fetch_include(url):
    """Fetch the target of an ``<include href=...>`` found in a document."""
    return _download(url)


def resolve_include(href):
    parts = urlparse(href)
    if parts.scheme == "parchment":
        return resolve_asset(parts.path.lstrip("/"))
    if parts.scheme == "https" and parts.hostname in TRUSTED_INCLUDE_HOSTS:
        return _download(href)
    raise ValueError("include not allowed: %r" % href)
