import re
from urllib.parse import urlsplit

_WS = re.compile(r"\s+")


def squash(text):
    return _WS.sub(" ", text or "").strip()


def host_of(url):
    return (urlsplit(url).hostname or "").lower()


def truncate(text, n=280):
    text = squash(text)
    return text if len(text) <= n else text[: n - 1] + "\u2026"
