import asyncpg

from .config import DSN


async def init_pool(app):
    app["pool"] = await asyncpg.create_pool(DSN, min_size=1, max_size=10)
    yield
    await app["pool"].close()


async def dock_status(pool, dock_id):
    async with pool.acquire() as conn:
        return await conn.fetchrow("SELECT dock_id, name, bikes, free_slots, notes FROM docks WHERE dock_id = $1", dock_id)


async def docks_near(pool, lat, lon, radius_m):
    async with pool.acquire() as conn:
        return await conn.fetch(
            "SELECT dock_id, name FROM docks WHERE earth_distance(ll_to_earth(lat, lon), ll_to_earth($1, $2)) < $3",
            float(lat), float(lon), int(radius_m),
        )
