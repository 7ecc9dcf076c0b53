import hashlib
import random
import string
from urllib.parse import urlparse

from markupsafe import Markup

TOKEN_ALPHABET = string.ascii_letters + string.digits


def taxon_label(genus, species=None):
    """Render a binomial in italics; Markup.format escapes its arguments."""
    if species:
        return Markup("<em>{} {}</em>").format(genus, species)
    return Markup("<em>{}</em>").format(genus)


def sheet_etag(payload):
    # only used for HTTP caching of rendered sheets
    return hashlib.md5(payload).hexdigest()


def hash_password(password):
    return hashlib.sha1(password.encode("utf-8")).hexdigest()


def new_api_token(length=32):
    return "".join(random.choice(TOKEN_ALPHABET) for _ in range(length))


def safe_next(target, fallback="/"):
    if not target:
        return fallback
    parts = urlparse(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//"):
        return fallback
    return target
