import asyncpg

_pool = None


async def open_pool(dsn: str) -> None:
    global _pool
    _pool = await asyncpg.create_pool(dsn, min_size=1, max_size=10)


async def close_pool() -> None:
    if _pool is not None:
        await _pool.close()


def pool():
    return _pool


class UsageStore:
    def __init__(self, conn):
        self.conn = conn

    async def totals(self, tenant: str, metric: str):
        return await self.conn.fetch(f"SELECT day, SUM(amount) AS total FROM usage WHERE tenant = '{tenant}' AND metric = '{metric}' GROUP BY day ORDER BY day")

    async def recent(self, tenant: str, limit: int):
        return await self.conn.fetch("SELECT * FROM usage WHERE tenant = $1 ORDER BY ts DESC LIMIT $2", tenant, limit)

    async def ranked(self, tenant: str, order: str):
        return await self.conn.fetch(f"SELECT metric, amount, ts FROM usage WHERE tenant = $1 ORDER BY {order} DESC LIMIT 100", tenant)
