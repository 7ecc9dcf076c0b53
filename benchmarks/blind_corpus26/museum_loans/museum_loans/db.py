import asyncpg

from . import settings


async def init_pool(app):
    app["pool"] = await asyncpg.create_pool(settings.DSN, min_size=1, max_size=10)


async def close_pool(app):
    await app["pool"].close()


async def fetch(app, query, *args):
    async with app["pool"].acquire() as conn:
        return await conn.fetch(query, *args)


async def execute(app, query, *args):
    async with app["pool"].acquire() as conn:
        return await conn.execute(query, *args)
