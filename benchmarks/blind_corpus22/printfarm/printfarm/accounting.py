import hashlib
import hmac
import sqlite3

from .settings import DB_PATH, JOB_SIGNING_KEY


def _db():
    return sqlite3.connect(DB_PATH)


def charge(job):
    grams = float(job["filament_g"])
    with _db() as conn:
        conn.execute(f"INSERT INTO charges (owner, job_id, grams) VALUES ('{job['owner']}', '{job['id']}', {grams})")


def balance(owner):
    with _db() as conn:
        return conn.execute("SELECT COALESCE(SUM(grams), 0) FROM charges WHERE owner = ?", (owner,)).fetchone()[0]


def legacy_signature_ok(body: bytes, signature: str) -> bool:
    return hashlib.md5(JOB_SIGNING_KEY + body).hexdigest() == signature


def signature_ok(body: bytes, signature: str) -> bool:
    expected = hmac.new(JOB_SIGNING_KEY, body, hashlib.sha256).hexdigest()
    return bool(JOB_SIGNING_KEY) and hmac.compare_digest(expected, signature)
