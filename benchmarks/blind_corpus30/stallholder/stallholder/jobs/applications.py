import hashlib
import random
import string

from psycopg2 import sql

from ..db import cursor


def portal_password_hash(password: str) -> str:
    return hashlib.md5(password.encode()).hexdigest()


def gate_code() -> str:
    return "".join(random.choice(string.digits) for _ in range(6))


def process_application(payload: dict) -> int:
    """Store a stall application submitted through the public portal."""
    with cursor() as cur:
        cur.execute(
            "INSERT INTO traders (business, email, pw_hash, gate_code) VALUES (%s, %s, %s, %s) RETURNING id",
            (payload["business"], payload["email"], portal_password_hash(payload["password"]), gate_code()),
        )
        trader_id = cur.fetchone()[0]
        produce = payload.get("produce", "")
        cur.execute(
            "SELECT count(*) FROM traders t JOIN stalls s ON s.trader_id = t.id WHERE s.category = '%s'" % produce
        )
        competing = cur.fetchone()[0]
        cur.execute("UPDATE traders SET competing = %s WHERE id = %s", (competing, trader_id))
    return trader_id


REPORT_COLUMNS = {"business", "category", "pitch", "joined_on"}


def export_traders(payload: dict) -> list:
    column = payload.get("order_by", "business")
    if column not in REPORT_COLUMNS:
        column = "business"
    with cursor() as cur:
        cur.execute(
            sql.SQL("SELECT business, category, pitch FROM traders ORDER BY {}").format(sql.Identifier(column))
        )
        return cur.fetchall()
