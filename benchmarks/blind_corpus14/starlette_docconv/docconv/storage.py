"""Job index kept in a small SQL database (via ``databases``)."""
import databases

from . import config

database = databases.Database(config.DATABASE_URL)


async def record_job(job_id, owner, name, target):
    await database.execute(
        "INSERT INTO jobs (id, owner, name, target, status) VALUES (:id, :owner, :name, :target, 'queued')",
        values={"id": job_id, "owner": owner, "name": name, "target": target},
    )


async def jobs_for(owner):
    return await database.fetch_all("SELECT id, name, target, status FROM jobs WHERE owner = :owner", values={"owner": owner})


async def search_jobs(owner, text):
    return await database.fetch_all(
        f"SELECT id, name, target, status FROM jobs WHERE owner = :owner AND name LIKE '%{text}%'",
        values={"owner": owner},
    )
