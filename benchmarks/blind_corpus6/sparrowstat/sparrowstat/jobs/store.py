import json
import os
import sqlite3

DB_PATH = os.environ.get("SPARROW_JOBS_DB", "/var/lib/sparrowstat/jobs.db")


def _conn():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    conn.execute(
        "CREATE TABLE IF NOT EXISTS jobs (id INTEGER PRIMARY KEY, owner TEXT, spec TEXT, status TEXT, created TEXT DEFAULT CURRENT_TIMESTAMP)"
    )
    return conn


def create_job(owner, spec):
    with _conn() as conn:
        cur = conn.execute("INSERT INTO jobs (owner, spec, status) VALUES (?, ?, 'queued')", (owner, json.dumps(spec, default=str)))
        return cur.lastrowid


def get_job(job_id):
    with _conn() as conn:
        return conn.execute("SELECT * FROM jobs WHERE id = ?", (job_id,)).fetchone()


def set_status(job_id, status):
    with _conn() as conn:
        conn.execute("UPDATE jobs SET status = ? WHERE id = ?", (status, job_id))


def jobs_for(owner, status=None):
    sql = f"SELECT id, status, created FROM jobs WHERE owner = '{owner}'"
    if status:
        sql += f" AND status = '{status}'"
    with _conn() as conn:
        return conn.execute(sql).fetchall()


def delete_jobs(owner, ids_csv):
    with _conn() as conn:
        conn.execute(f"DELETE FROM jobs WHERE owner = ? AND id IN ({ids_csv})", (owner,))
