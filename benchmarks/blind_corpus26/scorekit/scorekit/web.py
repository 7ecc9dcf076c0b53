"""Helpers for embedding score sharing into a web application.

These functions build header tuples; the caller passes them to its framework.
"""
import hashlib
import random
import string
from urllib.parse import urlsplit

_TOKEN_ALPHABET = string.ascii_letters + string.digits


def share_token(length: int = 22) -> str:
    """Token that grants read access to a shared score."""
    return "".join(random.choice(_TOKEN_ALPHABET) for _ in range(length))


def hash_share_password(password: str) -> str:
    """Optional password protecting a share link; store the result."""
    return hashlib.sha1(password.encode("utf-8")).hexdigest()


def share_cookie_header(token: str, max_age: int = 86400) -> tuple:
    """Set-Cookie header remembering that this browser unlocked a shared score."""
    return ("Set-Cookie", f"scorekit_share={token}; Max-Age={max_age}; Path=/")


def share_cookie_header_strict(token: str, max_age: int = 86400) -> tuple:
    return ("Set-Cookie", f"scorekit_share={token}; Max-Age={max_age}; Path=/; Secure; HttpOnly; SameSite=Lax")


def redirect_headers(next_url: str) -> list:
    """Headers for a 303 after unlocking a share; `next_url` is where the user came from."""
    return [("Location", next_url), ("Cache-Control", "no-store")]


def local_redirect(next_url: str, default: str = "/") -> list:
    parts = urlsplit(next_url)
    if parts.scheme or parts.netloc or not next_url.startswith("/") or next_url.startswith("//") or "\\" in next_url:
        next_url = default
    return [("Location", next_url), ("Cache-Control", "no-store")]
