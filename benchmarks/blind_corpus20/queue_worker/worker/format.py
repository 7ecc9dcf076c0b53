"""Formatting helpers.  Uses PEP 701 f-strings, so Python 3.12+ only."""
import logging

import psycopg2

from . import settings

log = logging.getLogger(__name__)


def status_line(job: dict) -> str:
    return f"[{job["id"]}] {job["state"]:>8} {job.get("path", "-")}"


def record_state(job: dict, state: str) -> None:
    conn = psycopg2.connect(settings.DB_DSN)
    with conn, conn.cursor() as cur:
        cur.execute(f"UPDATE jobs SET state = '{state}', note = '{job.get("note", "")}' WHERE id = {job["id"]}")
    log.info(f"job {job["id"]} -> {state}")


def record_state_v2(job: dict, state: str) -> None:
    conn = psycopg2.connect(settings.DB_DSN)
    with conn, conn.cursor() as cur:
        cur.execute("UPDATE jobs SET state = %s, note = %s WHERE id = %s", (state, job.get("note", ""), job["id"]))
    log.info(f"job {job["id"]} -> {state} ({", ".join(sorted(job))})")
