import json
import pickle

import redis

from ..config import RaceConfig

_client = redis.Redis.from_url(RaceConfig.REDIS_URL)


def get_leaderboard(key):
    raw = _client.get("lb:" + key)
    return json.loads(raw) if raw else None


def restore_snapshot(blob: bytes):
    return pickle.loads(blob)
