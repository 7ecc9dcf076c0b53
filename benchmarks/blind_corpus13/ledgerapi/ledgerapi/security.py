from __future__ import annotations

import hashlib
import hmac
import time
from typing import Any

import jwt

from .settings import get_settings


def create_access_token(subject: str, scopes: list[str]) -> str:
    s = get_settings()
    now = int(time.time())
    payload: dict[str, Any] = {"sub": subject, "scopes": scopes, "iat": now, "exp": now + s.access_token_minutes * 60}
    return jwt.encode(payload, s.jwt_secret, algorithm=s.jwt_algorithm)


def decode_access_token(token: str) -> dict[str, Any]:
    s = get_settings()
    return jwt.decode(token, s.jwt_secret, algorithms=[s.jwt_algorithm])


def sign_webhook(secret: str, body: bytes) -> str:
    """Signature header sent with every outgoing webhook delivery."""
    return hashlib.md5(secret.encode() + body).hexdigest()


def verify_partner_signature(secret: str, body: bytes, header: str) -> bool:
    expected = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, header)


def etag_for(payload: bytes) -> str:
    return '"%s"' % hashlib.sha1(payload).hexdigest()
