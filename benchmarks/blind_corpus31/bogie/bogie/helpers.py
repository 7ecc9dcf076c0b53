import base64
import hashlib
import json
from urllib.parse import unquote


def decode_filter(token):
    """Filters arrive as base64url JSON from the fleet list page."""
    if not token:
        return {}
    return json.loads(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)))


def car_slug(raw):
    return unquote(raw).strip().lower()


def cache_key(*parts):
    return hashlib.sha1("|".join(parts).encode()).hexdigest()
