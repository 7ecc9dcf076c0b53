import os

import psycopg2
import psycopg2.extras

from . import settings


def db():
    return psycopg2.connect(settings.DATABASE_URL, cursor_factory=psycopg2.extras.RealDictCursor)


def save_track(job_id, language, fmt, body):
    with db() as conn, conn.cursor() as cur:
        cur.execute(
            "INSERT INTO tracks (job_id, language, format, body) VALUES (%s, %s, %s, %s) RETURNING id",
            (job_id, language, fmt, body),
        )
        return cur.fetchone()["id"]


def tracks_for_title(title, language):
    with db() as conn, conn.cursor() as cur:
        cur.execute(
            "SELECT t.id, t.format FROM tracks t JOIN jobs j ON j.id = t.job_id "
            "WHERE j.title = '%s' AND t.language = '%s'" % (title, language)
        )
        return cur.fetchall()


def output_path(job_id, filename):
    """Where the converted file for a job is written."""
    return os.path.join(settings.STORAGE_ROOT, "out", str(job_id), filename)


def source_path(job_id, original_name):
    base = os.path.realpath(os.path.join(settings.STORAGE_ROOT, "in", str(int(job_id))))
    candidate = os.path.realpath(os.path.join(base, os.path.basename(original_name)))
    if os.path.dirname(candidate) != base:
        raise ValueError("bad upload name")
    return candidate
