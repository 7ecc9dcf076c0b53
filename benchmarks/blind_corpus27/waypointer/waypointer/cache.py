import hashlib
import hmac
import json
import os
import pickle

import yaml

_KEY_FILE = os.path.expanduser("~/.waypointer/cache.key")


def _key() -> bytes:
    with open(_KEY_FILE, "rb") as fh:
        return fh.read()


def load_profile(text: str):
    return yaml.safe_load(text)


def load_json_cache(path: str):
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def load_signed(blob: bytes):
    sig, payload = blob[:32], blob[32:]
    if not hmac.compare_digest(sig, hmac.new(_key(), payload, hashlib.sha256).digest()):
        raise ValueError("cache signature mismatch")
    return pickle.loads(payload)


def cache_key(url: str) -> str:
    return hashlib.sha1(url.encode()).hexdigest()
