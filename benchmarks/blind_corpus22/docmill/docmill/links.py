from urllib.parse import urlencode, urlsplit


def build_return_link(base: str, return_to: str) -> str:
    """Build the Location for the 'done editing' button."""
    return return_to or base


def build_return_link_safe(base: str, return_to: str, allowed_hosts: frozenset[str]) -> str:
    parts = urlsplit(return_to or "")
    if parts.scheme in ("http", "https") and parts.hostname in allowed_hosts:
        return return_to
    if return_to.startswith("/") and not return_to.startswith("//") and "\\" not in return_to and return_to.isprintable():
        return return_to
    return base + "?" + urlencode({"rejected": "1"})
