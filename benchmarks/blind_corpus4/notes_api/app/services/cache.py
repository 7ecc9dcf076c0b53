import hashlib
import hmac
import pickle

import redis.asyncio as redis

from ..settings import get_settings

_client = None


def client():
    global _client
    if _client is None:
        _client = redis.from_url(get_settings().redis_url)
    return _client


def _sign(blob: bytes) -> bytes:
    return hmac.new(get_settings().secret_key.encode(), blob, hashlib.sha256).digest()


async def put(key: str, value, ttl: int = 300) -> None:
    blob = pickle.dumps(value)
    await client().set("notes:" + key, _sign(blob) + blob, ex=ttl)


async def get(key: str):
    raw = await client().get("notes:" + key)
    if not raw:
        return None
    mac, blob = raw[:32], raw[32:]
    if not hmac.compare_digest(mac, _sign(blob)):
        return None
    return pickle.loads(blob)
