import sqlite3
from dataclasses import asdict, dataclass

DB_PATH = "/var/lib/rpcd/jobs.db"


@dataclass
class Job:
    id: int
    command: str
    state: str
    owner: str


class JobMethods:
    def _db(self):
        conn = sqlite3.connect(self.config.get("jobs_db", DB_PATH))
        conn.row_factory = sqlite3.Row
        return conn

    def rpc_jobs(self, state="running", owner=None):
        conn = self._db()
        sql = f"SELECT id, command, state, owner FROM jobs WHERE state = '{state}'"
        rows = conn.execute(sql).fetchall()
        jobs = [Job(**dict(r)) for r in rows]
        if owner:
            jobs = [j for j in jobs if j.owner == owner]
        return [asdict(j) for j in jobs]

    def rpc_job(self, job_id):
        row = self._db().execute("SELECT id, command, state, owner FROM jobs WHERE id = ?", (job_id,)).fetchone()
        return asdict(Job(**dict(row))) if row else None
