"""SQLite access through Starlette's thread pool."""
import sqlite3

from starlette.concurrency import run_in_threadpool

from . import settings


def _run(sql, params, write):
    conn = sqlite3.connect(settings.DATABASE)
    conn.row_factory = sqlite3.Row
    try:
        cur = conn.execute(sql, params)
        if write:
            conn.commit()
            return cur.lastrowid
        return [dict(r) for r in cur.fetchall()]
    finally:
        conn.close()


async def query(sql, params=()):
    return await run_in_threadpool(_run, sql, params, False)


async def execute(sql, params=()):
    return await run_in_threadpool(_run, sql, params, True)
