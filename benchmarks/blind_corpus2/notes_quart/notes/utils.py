from urllib.parse import urlsplit


def is_safe_url(target, host):
    """Only allow redirects to this host (or relative paths)."""
    if not target:
        return False
    if target.startswith("//") or "\\" in target:
        return False
    if any(ch.isspace() or ord(ch) < 32 for ch in target):
        return False
    parts = urlsplit(target)
    if parts.scheme and parts.scheme not in ("http", "https"):
        return False
    return not parts.netloc or parts.netloc == host
