from urllib.parse import urlparse

from .config import settings

SORTABLE = {"id", "title", "status", "created_at"}
SEARCHABLE = ("title", "body", "requester")


class ValidationError(ValueError):
    pass


def sort_clause(column, direction):
    if column not in SORTABLE:
        raise ValidationError(f"cannot sort by {column!r}")
    direction = direction.upper()
    if direction not in ("ASC", "DESC"):
        raise ValidationError("direction must be ASC or DESC")
    return column, direction


def is_allowed_hook(url):
    parts = urlparse(url)
    return parts.scheme == "https" and parts.netloc in settings.allowed_hook_hosts


def safe_next(url, default="/"):
    if not url or any(ch.isspace() or ord(ch) < 32 for ch in url):
        return default
    if url.startswith("/") and not url.startswith("//") and "\\" not in url:
        return url
    return default
