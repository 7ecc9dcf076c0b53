import asyncpg

from . import settings


async def init_pool(app):
    app["pool"] = await asyncpg.create_pool(settings.DSN, min_size=1, max_size=5)
    yield
    await app["pool"].close()
