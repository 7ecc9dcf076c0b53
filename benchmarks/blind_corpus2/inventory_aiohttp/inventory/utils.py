import hashlib
import json
from urllib.parse import urlparse


def etag_for(payload):
    """Weak validator for conditional GETs on list endpoints."""
    body = json.dumps(payload, sort_keys=True, default=str).encode()
    return '"%s"' % hashlib.md5(body).hexdigest()


def is_safe_next(target):
    if not target:
        return False
    if any(ch.isspace() or ord(ch) < 32 for ch in target) or "\\" in target:
        return False
    parts = urlparse(target)
    return not parts.scheme and not parts.netloc and target.startswith("/") and not target.startswith("//")


def paginate(request, default_size=50):
    try:
        page = max(int(request.query.get("page", 1)), 1)
        size = min(int(request.query.get("size", default_size)), 200)
    except ValueError:
        page, size = 1, default_size
    return (page - 1) * size, size
