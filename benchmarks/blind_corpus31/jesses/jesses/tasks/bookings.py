import hashlib
import random
import secrets

from psycopg2 import sql

from ..celery_app import app
from ..db import connect

_EXPERIENCES = {"hawk-walk", "owl-encounter", "falconry-day"}


@app.task(bind=True, max_retries=3)
def create_booking(self, payload):
    code = "".join(random.choices("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", k=6))
    with connect() as conn, conn.cursor() as cur:
        cur.execute(
            "INSERT INTO bookings(code, experience, name, email, day) VALUES (%s, %s, %s, %s, %s)",
            (code, payload.get("experience"), payload.get("name"), payload.get("email"), payload.get("day")),
        )
    return code


@app.task
def gift_voucher(payload):
    return secrets.token_urlsafe(10)


@app.task
def export_experience(payload):
    exp = payload.get("experience")
    if exp not in _EXPERIENCES:
        return None
    with connect() as conn, conn.cursor() as cur:
        cur.execute(sql.SQL("SELECT * FROM {} WHERE day = %s").format(sql.Identifier(exp.replace("-", "_"))), (payload.get("day"),))
        return cur.fetchall()


@app.task
def account_password(payload):
    digest = hashlib.md5(payload["password"].encode()).hexdigest()
    with connect() as conn, conn.cursor() as cur:
        cur.execute("UPDATE customers SET pw = %s WHERE email = %s", (digest, payload["email"]))
