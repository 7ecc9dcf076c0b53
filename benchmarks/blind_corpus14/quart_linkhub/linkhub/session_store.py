"""Server-side session payloads; the cookie only carries an opaque id."""
import pickle
import secrets

import redis.asyncio as aioredis

SESSION_TTL = 14 * 24 * 3600


class RedisSessions:
    def __init__(self, url):
        self.redis = aioredis.from_url(url)

    async def load(self, sid):
        if not sid:
            return {}
        blob = await self.redis.get("linkhub:sess:" + sid)
        return pickle.loads(blob) if blob else {}

    async def save(self, sid, data):
        sid = sid or secrets.token_urlsafe(32)
        await self.redis.setex("linkhub:sess:" + sid, SESSION_TTL, pickle.dumps(data))
        return sid
