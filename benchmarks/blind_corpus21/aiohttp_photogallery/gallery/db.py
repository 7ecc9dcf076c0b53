import asyncpg

from .settings import DSN

ORDERINGS = {"new": "created DESC", "old": "created ASC", "name": "title ASC"}


async def init_pool(app):
    app["pool"] = await asyncpg.create_pool(DSN)


async def close_pool(app):
    await app["pool"].close()


class AlbumQueries(object):
    def __init__(self, pool):
        self.pool = pool

    async def for_owner(self, owner, order="created DESC"):
        async with self.pool.acquire() as conn:
            return await conn.fetch(f"SELECT * FROM albums WHERE owner = '{owner}' ORDER BY {order}")

    async def photos(self, album_id):
        async with self.pool.acquire() as conn:
            return await conn.fetch("SELECT * FROM photos WHERE album_id = $1 ORDER BY taken", album_id)

    async def by_title(self, title, order_key):
        order = ORDERINGS.get(order_key, "created DESC")
        async with self.pool.acquire() as conn:
            return await conn.fetch("SELECT * FROM albums WHERE title ILIKE $1 ORDER BY " + order, title)
