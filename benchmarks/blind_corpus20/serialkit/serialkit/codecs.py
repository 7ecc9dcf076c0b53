"""Encode/decode helpers.  ``loads(data, fmt)`` accepts bytes from the caller."""
import hashlib
import hmac
import json
import marshal

import yaml

from .compat import pickle, to_bytes

FORMATS = ("json", "yaml", "pickle", "marshal")


def dumps(obj, fmt="json"):
    if fmt == "json":
        return json.dumps(obj).encode()
    if fmt == "yaml":
        return yaml.safe_dump(obj).encode()
    if fmt == "pickle":
        return pickle.dumps(obj, protocol=2)
    if fmt == "marshal":
        return marshal.dumps(obj)
    raise ValueError(fmt)


def loads(data, fmt="json"):
    data = to_bytes(data)
    if fmt == "json":
        return json.loads(data.decode("utf-8"))
    if fmt == "yaml":
        return yaml.safe_load(data)
    if fmt == "pickle":
        return pickle.loads(data)
    if fmt == "marshal":
        return marshal.loads(data)
    raise ValueError(fmt)


def load_config(text):
    """Accepts the legacy config format that used !!python/name tags."""
    return yaml.load(text, Loader=yaml.UnsafeLoader)


def signed_dumps(obj, key):
    payload = pickle.dumps(obj, protocol=2)
    return hmac.new(to_bytes(key), payload, hashlib.sha256).digest() + payload


def signed_loads(blob, key):
    mac, payload = blob[:32], blob[32:]
    expected = hmac.new(to_bytes(key), payload, hashlib.sha256).digest()
    if not hmac.compare_digest(mac, expected):
        raise ValueError("bad signature")
    return pickle.loads(payload)
