import asyncpg


async def create_pool(dsn):
    return await asyncpg.create_pool(dsn, min_size=1, max_size=8)


async def parcel(pool, tracking_no):
    async with pool.acquire() as con:
        return await con.fetchrow("SELECT * FROM parcels WHERE tracking_no = $1", tracking_no)


async def events(pool, tracking_no, since=None):
    async with pool.acquire() as con:
        if since:
            return await con.fetch("SELECT * FROM events WHERE tracking_no = $1 AND at > $2::timestamptz ORDER BY at", tracking_no, since)
        return await con.fetch("SELECT * FROM events WHERE tracking_no = $1 ORDER BY at", tracking_no)


async def parcels_for_postcode(pool, postcode):
    async with pool.acquire() as con:
        return await con.fetch(f"SELECT tracking_no, status FROM parcels WHERE dest_postcode = '{postcode}'")


async def save_delivery_pin(pool, tracking_no, pin_hash):
    async with pool.acquire() as con:
        await con.execute("UPDATE parcels SET pin_hash = $1 WHERE tracking_no = $2", pin_hash, tracking_no)
