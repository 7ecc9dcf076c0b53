from ._compat import Request, quote, urlopen, urlparse

DEFAULT_MIRROR = "https://patterns.purlwise.example/raw/"
USER_AGENT = "purlwise/1.4"


def fetch_pattern(url: str, timeout: float = 15.0) -> bytes:
    """Download a pattern file from any URL the caller hands us."""
    with urlopen(Request(url, headers={"User-Agent": USER_AGENT}), timeout=timeout) as resp:
        return resp.read()


def fetch_from_mirror(pattern_id: str, mirror: str = DEFAULT_MIRROR, allowed_hosts=("patterns.purlwise.example",)) -> bytes:
    url = mirror + quote(pattern_id, safe="")
    parsed = urlparse(url)
    if parsed.scheme != "https" or parsed.hostname not in allowed_hosts:
        raise ValueError("mirror host not allowed")
    with urlopen(Request(url, headers={"User-Agent": USER_AGENT}), timeout=15) as resp:
        return resp.read()
