import aiosqlite

from . import config


async def connect():
    return await aiosqlite.connect(config.DATABASE)


class RideRepo:
    def __init__(self, db):
        self.db = db

    async def by_origin(self, origin):
        cur = await self.db.execute("SELECT id, driver, depart FROM rides WHERE origin = ?", (origin,))
        return await cur.fetchall()

    async def by_filter(self, clause):
        cur = await self.db.execute("SELECT id, driver, depart FROM rides WHERE " + clause)
        return await cur.fetchall()
