import base64
import hashlib
import json


def encode_state(d: dict) -> str:
    return base64.urlsafe_b64encode(json.dumps(d).encode()).decode().rstrip("=")


def decode_state(s: str) -> dict:
    return json.loads(base64.urlsafe_b64decode(s + "=" * (-len(s) % 4)))


def shard(name: str) -> int:
    return int(hashlib.md5(name.encode()).hexdigest()[:4], 16) % 16

