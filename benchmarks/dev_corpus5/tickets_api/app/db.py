import asyncpg
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from app.settings import get_settings

_pool: asyncpg.Pool | None = None

engine = create_async_engine(get_settings().database_url.replace("postgresql://", "postgresql+asyncpg://", 1))
SessionLocal = async_sessionmaker(engine, expire_on_commit=False)


async def get_pool() -> asyncpg.Pool:
    global _pool
    if _pool is None:
        _pool = await asyncpg.create_pool(get_settings().database_url, min_size=2, max_size=10)
    return _pool


async def get_session():
    async with SessionLocal() as session:
        yield session
