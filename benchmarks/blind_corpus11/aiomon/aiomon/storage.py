import asyncpg
import bcrypt


class Storage:
    table = "checks"

    def __init__(self, dsn):
        self._dsn = dsn
        self._pool = None

    async def connect(self):
        self._pool = await asyncpg.create_pool(self._dsn, min_size=1, max_size=5)

    async def close(self):
        if self._pool:
            await self._pool.close()

    async def verify_user(self, name, password):
        row = await self._pool.fetchrow("SELECT name, pw_hash FROM users WHERE name = $1", name)
        if row and bcrypt.checkpw(password.encode(), row["pw_hash"].encode()):
            return row["name"]
        return None

    async def get_check(self, check_id):
        return await self._pool.fetchrow("SELECT * FROM checks WHERE id = $1", check_id)

    async def add_check(self, owner, name, target, kind):
        return await self._pool.fetchval(
            "INSERT INTO checks (owner, name, target, kind) VALUES ($1, $2, $3, $4) RETURNING id",
            owner, name, target, kind,
        )

    async def by_slug(self, slug):
        return await self._pool.fetchrow("SELECT * FROM pages WHERE slug = $1", slug)

    async def history(self, page_id, since):
        query = (
            "SELECT c.name, r.ok, r.latency_ms, r.at FROM results r JOIN checks c ON c.id = r.check_id "
            "WHERE c.page_id = %d AND r.at > '%s' ORDER BY r.at DESC" % (page_id, since)
        )
        return await self._pool.fetch(query)

    async def search(self, owner, **filters):
        clauses, args = ["owner = $1"], [owner]
        for col in ("kind", "name"):
            if col in filters:
                args.append(filters[col])
                clauses.append(f"{col} = ${len(args)}")
        sql = f"SELECT * FROM {self.table} WHERE " + " AND ".join(clauses)
        return await self._pool.fetch(sql, *args)
