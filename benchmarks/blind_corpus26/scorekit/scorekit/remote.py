"""Download scores from the web."""
from urllib.request import Request, urlopen

MAX_BYTES = 20 * 1024 * 1024


def fetch_score(url: str, timeout: float = 30.0) -> bytes:
    """Download a MusicXML/MXL file from `url`."""
    req = Request(url, headers={"User-Agent": "scorekit/0.9"})
    with urlopen(req, timeout=timeout) as resp:
        return resp.read(MAX_BYTES)
