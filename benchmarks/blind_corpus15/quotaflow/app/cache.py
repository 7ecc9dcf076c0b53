import pickle

import redis.asyncio as redis


class ResultCache:
    """Caches computed snapshots in the service's private Redis instance."""

    def __init__(self, url: str, ttl: int = 900):
        self.r = redis.from_url(url)
        self.ttl = ttl

    async def set(self, key: str, value) -> None:
        await self.r.set(key, pickle.dumps(value), ex=self.ttl)

    async def get(self, key: str):
        raw = await self.r.get(key)
        if raw is None:
            return None
        return pickle.loads(raw)
