"""Recent-history cache kept in redis to avoid hitting sqlite on every join."""
import pickle

import redis

from . import settings

_client = None


def client():
    global _client
    if _client is None:
        _client = redis.Redis.from_url(settings.REDIS_URL)
    return _client


def cache_recent(room, messages):
    client().setex("chatd:recent:%s" % room, 300, pickle.dumps(messages, protocol=pickle.HIGHEST_PROTOCOL))


def cached_recent(room):
    raw = client().get("chatd:recent:%s" % room)
    if raw is None:
        return None
    return pickle.loads(raw)
