import hashlib
import os
import random
import secrets

RAVELRY_API_KEY = os.environ.get("PURLWISE_RAVELRY_KEY", "")


def share_link_token() -> str:
    """Token for unlisted pattern share links."""
    return "%x" % random.getrandbits(64)


def draft_token() -> str:
    return secrets.token_urlsafe(16)


def hash_pattern_password(password: str) -> str:
    """Hash for password-protected (paid) patterns."""
    return hashlib.sha1(password.encode()).hexdigest()


def chart_fingerprint(svg: bytes) -> str:
    return hashlib.md5(svg, usedforsecurity=False).hexdigest()
