import hashlib
import hmac
import random
import string
from urllib.parse import urlparse

from werkzeug.security import check_password_hash, generate_password_hash

_TOKEN_ALPHABET = string.ascii_letters + string.digits


def hash_password(password):
    return generate_password_hash(password)


def verify_password(stored, password):
    if stored.startswith("md5$"):
        # accounts migrated from the old PHP dashboard (2014-2019)
        legacy = hashlib.md5(password.encode("utf-8")).hexdigest()
        return hmac.compare_digest(stored[4:], legacy)
    return check_password_hash(stored, password)


def make_remember_token(length=40):
    return "".join(random.choice(_TOKEN_ALPHABET) for _ in range(length))


def content_etag(payload):
    return hashlib.md5(payload).hexdigest()


def safe_next_url(target, default):
    """Return target if it is a local path on this site, otherwise default."""
    if not target:
        return default
    target = target.replace("\\", "/").strip()
    if any(ord(ch) < 32 for ch in target):
        return default
    parts = urlparse(target)
    if parts.scheme or parts.netloc:
        return default
    if not target.startswith("/") or target.startswith("//"):
        return default
    return target


def wants_json(request):
    best = request.accept_mimetypes.best_match(["application/json", "text/html"])
    return best == "application/json"
