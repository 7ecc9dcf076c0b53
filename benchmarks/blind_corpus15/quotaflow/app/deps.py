from typing import AsyncIterator

from fastapi import Depends, Header, HTTPException

from .cache import ResultCache
from .db import pool
from .settings import Settings, get_settings


async def get_db() -> AsyncIterator:
    async with pool().acquire() as conn:
        yield conn


async def get_tenant(x_tenant: str = Header(...)) -> str:
    if not x_tenant:
        raise HTTPException(status_code=400, detail="missing tenant")
    return x_tenant


_cache = None


def get_cache(settings: Settings = Depends(get_settings)) -> ResultCache:
    global _cache
    if _cache is None:
        _cache = ResultCache(settings.redis_url)
    return _cache
