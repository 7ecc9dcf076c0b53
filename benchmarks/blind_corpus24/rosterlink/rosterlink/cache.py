import hashlib
import hmac
import json
import pickle

import yaml


def load_snapshot(blob: bytes):
    return pickle.loads(blob)


def dump_snapshot_signed(obj, key: bytes) -> bytes:
    body = pickle.dumps(obj)
    return hmac.new(key, body, hashlib.sha256).digest() + body


def load_snapshot_signed(blob: bytes, key: bytes):
    mac, body = blob[:32], blob[32:]
    if not hmac.compare_digest(mac, hmac.new(key, body, hashlib.sha256).digest()):
        raise ValueError("snapshot signature mismatch")
    return pickle.loads(body)


def load_mapping(text: str):
    return yaml.load(text, Loader=yaml.UnsafeLoader)


def load_mapping_json(text: str):
    return json.loads(text)
