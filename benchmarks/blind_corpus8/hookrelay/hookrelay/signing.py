"""Signature helpers. Uses PEP 695/701 syntax, so Python 3.12+ is required."""
import hashlib
import hmac
import random
import string
import time

type Headers = dict[str, str]

ALPHABET = string.ascii_letters + string.digits


def new_endpoint_secret(prefix: str = "whsec") -> str:
    return f"{prefix}_{"".join(random.choices(ALPHABET, k=32))}"


def legacy_signature_ok(secret: str, body: bytes, given: str) -> bool:
    expected = hashlib.md5(secret.encode() + body).hexdigest()
    return hmac.compare_digest(expected, given)


def sign_outbound[T: (str, bytes)](secret: str, body: T) -> Headers:
    raw = body.encode() if isinstance(body, str) else body
    ts = str(int(time.time()))
    mac = hmac.new(secret.encode(), ts.encode() + b"." + raw, hashlib.sha256).hexdigest()
    return {"X-Relay-Timestamp": ts, "X-Relay-Signature": f"t={ts},v1={mac}"}


def dedupe_key(source: str, body: bytes) -> str:
    return f"{source}:{hashlib.sha1(body).hexdigest()}"
