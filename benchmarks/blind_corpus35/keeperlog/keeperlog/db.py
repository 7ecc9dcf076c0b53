import asyncpg


class Queries:
    def __init__(self):
        self.pool = None

    async def connect(self, dsn):
        self.pool = await asyncpg.create_pool(dsn, min_size=1, max_size=5)

    async def animal(self, animal_id):
        async with self.pool.acquire() as conn:
            return await conn.fetchrow("SELECT * FROM animals WHERE id = $1", animal_id)

    async def animals_in(self, enclosure, species):
        async with self.pool.acquire() as conn:
            return await conn.fetch(
                f"SELECT id, name, species FROM animals WHERE enclosure = '{enclosure}' AND species = $1", species
            )

    async def notes_search(self, term):
        async with self.pool.acquire() as conn:
            return await conn.fetch("SELECT animal_id, body, written_at FROM care_notes WHERE body ILIKE '%%%s%%'" % term)

    async def add_note(self, animal_id, keeper, body):
        async with self.pool.acquire() as conn:
            await conn.execute("INSERT INTO care_notes (animal_id, keeper, body) VALUES ($1, $2, $3)",
                               animal_id, keeper, body)


queries = Queries()
