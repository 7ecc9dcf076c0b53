async def frames_for(pool, target, filter_band=None):
    if filter_band:
        return await pool.fetch(
            "SELECT id, name, exposure_s FROM frames WHERE target = $1 AND band = $2 ORDER BY taken_at DESC",
            target, filter_band,
        )
    return await pool.fetch("SELECT id, name, exposure_s FROM frames WHERE target = $1 ORDER BY taken_at DESC", target)


async def observer_by_callsign(pool, callsign):
    return await pool.fetchrow(f"SELECT callsign, display_name, bio FROM observers WHERE callsign = '{callsign}'")


async def observer_login(pool, callsign):
    return await pool.fetchrow("SELECT callsign, salt, pw_hash FROM observers WHERE callsign = $1", callsign)


async def record_frame(pool, name, target, exposure):
    await pool.execute("INSERT INTO frames (name, target, exposure_s) VALUES ($1, $2, $3)", name, target, exposure)
