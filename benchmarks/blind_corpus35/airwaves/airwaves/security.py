"""Small validators shared by the blueprints."""
import re
from urllib.parse import urlparse

SLUG_RE = re.compile(r"^[a-z0-9-]{1,64}$")
SORTS = {
    "newest": "played_at DESC",
    "oldest": "played_at ASC",
    "artist": "artist COLLATE NOCASE",
}


def clean_slug(value):
    if not value or not SLUG_RE.match(value):
        raise ValueError("bad slug")
    return value


def sort_clause(key):
    return SORTS.get(key, SORTS["newest"])


def is_local_url(target):
    if not target or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return False
    parts = urlparse(target)
    return not parts.scheme and not parts.netloc
