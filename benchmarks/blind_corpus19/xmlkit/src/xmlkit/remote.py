import urllib.request

from .parsing import parse_untrusted

USER_AGENT = "xmlkit/1.4"


def fetch_document(url, timeout=30):
    """Download and parse the XML document at ``url``."""
    req = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})
    with urllib.request.urlopen(req, timeout=timeout) as resp:
        return parse_untrusted(resp.read())
