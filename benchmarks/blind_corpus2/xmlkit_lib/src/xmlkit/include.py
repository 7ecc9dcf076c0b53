import urllib.request
from urllib.parse import urljoin, urlsplit

from .compat import etree
from .parse import load

INCLUDE_TAG = "include"


def _fetch(url, timeout):
    with urllib.request.urlopen(url, timeout=timeout) as resp:
        return resp.read()


def resolve_includes(doc, base_url, timeout=10):
    """Replace <include href="..."/> elements with the referenced document."""
    for inc in list(doc.iter(INCLUDE_TAG)):
        url = urljoin(base_url, inc.get("href", ""))
        with urllib.request.urlopen(url, timeout=timeout) as resp:
            child = load(resp.read())
        inc.getparent().replace(inc, child)
    return doc


def resolve_includes_restricted(doc, base_url, allowed_hosts, timeout=10):
    for inc in list(doc.iter(INCLUDE_TAG)):
        url = urljoin(base_url, inc.get("href", ""))
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or parts.hostname not in allowed_hosts:
            raise PermissionError(f"include from {parts.hostname!r} not allowed")
        child = load(_fetch(url, timeout))
        inc.getparent().replace(inc, child)
    return doc


def to_string(doc):
    return etree.tostring(doc, encoding="unicode")
