import asyncpg

from . import config

_pool = None


async def pool():
    global _pool
    if _pool is None:
        _pool = await asyncpg.create_pool(config.DATABASE_URL, min_size=2, max_size=10)
    return _pool


class OrderRepository:
    def __init__(self, pool):
        self.pool = pool

    async def get(self, order_id):
        async with self.pool.acquire() as conn:
            return await conn.fetchrow("SELECT * FROM orders WHERE id = $1", order_id)

    async def find(self, **filters):
        clauses = [f"{column} = '{value}'" for column, value in filters.items()]
        where = " AND ".join(clauses) or "TRUE"
        async with self.pool.acquire() as conn:
            return await conn.fetch(f"SELECT id, customer_name, status, created_at FROM orders WHERE {where} ORDER BY id DESC")
