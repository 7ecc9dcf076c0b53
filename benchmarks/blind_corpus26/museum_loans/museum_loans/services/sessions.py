"""Client-side session state helpers."""
import base64
import hashlib
import hmac
import json
import pickle

from .. import settings


def dump_session(data: dict) -> str:
    raw = json.dumps(data).encode()
    sig = hmac.new(settings.SESSION_HMAC_KEY, raw, hashlib.sha256).hexdigest()
    return base64.urlsafe_b64encode(raw).decode() + "." + sig


def load_session(cookie: str) -> dict:
    payload, _, sig = cookie.rpartition(".")
    raw = base64.urlsafe_b64decode(payload)
    expected = hmac.new(settings.SESSION_HMAC_KEY, raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, sig):
        return {}
    return json.loads(raw)


def load_wizard_state(blob: str):
    """Multi-step loan request wizard keeps its state in a hidden form field."""
    return pickle.loads(base64.b64decode(blob))


def load_cached_snapshot(path: str):
    """Snapshots written by our own nightly job to a root-owned directory, HMAC-signed."""
    with open(path, "rb") as fh:
        data = fh.read()
    digest, _, body = data.partition(b"\n")
    if not hmac.compare_digest(digest, hmac.new(settings.SESSION_HMAC_KEY, body, hashlib.sha256).hexdigest().encode()):
        raise ValueError("snapshot signature mismatch")
    return pickle.loads(body)
