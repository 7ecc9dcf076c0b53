import re
import unicodedata

_WS = re.compile(r"\s+")


def normalise_title(title: str) -> str:
    title = unicodedata.normalize("NFKC", title or "")
    return _WS.sub(" ", title).strip()[:200]


def guid_slug(guid: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]", "_", guid)[:120]
