import asyncpg

from .. import settings


class BaseRepo:
    table = None

    def __init__(self, pool):
        self.pool = pool

    @classmethod
    async def connect(cls):
        return cls(await asyncpg.create_pool(settings.DATABASE_DSN))

    async def get(self, pk):
        async with self.pool.acquire() as conn:
            return await conn.fetchrow(f"SELECT * FROM {self.table} WHERE id = $1", pk)

    async def find_by(self, column, value):
        async with self.pool.acquire() as conn:
            return await conn.fetch(f"SELECT * FROM {self.table} WHERE {column} = '{value}'")


class ShipmentRepo(BaseRepo):
    table = "shipments"

    async def by_customer(self, customer_id, status=None):
        sql = "SELECT * FROM shipments WHERE customer_id = $1"
        args = [customer_id]
        if status:
            sql += " AND status = $2"
            args.append(status)
        async with self.pool.acquire() as conn:
            return await conn.fetch(sql, *args)

    async def add_note(self, shipment_id, note):
        async with self.pool.acquire() as conn:
            await conn.execute("INSERT INTO notes (shipment_id, body) VALUES ($1, $2)", shipment_id, note)
