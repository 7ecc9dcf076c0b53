"""SQLite queries run on a small thread pool so handlers stay asynchronous."""
import sqlite3
from concurrent.futures import ThreadPoolExecutor

from tornado.ioloop import IOLoop

_pool = ThreadPoolExecutor(max_workers=4)


class Database:
    def __init__(self, path):
        self.path = path

    def _run(self, sql, params, commit):
        conn = sqlite3.connect(self.path)
        conn.row_factory = sqlite3.Row
        try:
            cur = conn.execute(sql, params)
            if commit:
                conn.commit()
                return cur.rowcount
            return [dict(r) for r in cur.fetchall()]
        finally:
            conn.close()

    async def query(self, sql, params=()):
        return await IOLoop.current().run_in_executor(_pool, self._run, sql, params, False)

    async def execute(self, sql, params=()):
        return await IOLoop.current().run_in_executor(_pool, self._run, sql, params, True)
