import secrets

import psycopg2
from psycopg2 import sql

from ..celery_app import app
from ..settings import DSN

TABLES = {"regular": "booking", "workshop": "workshop_booking"}


@app.task
def join_or_book(email, class_id, name, kind="regular"):
    conn = psycopg2.connect(DSN)
    cur = conn.cursor()
    table = TABLES.get(kind, "booking")
    cur.execute(sql.SQL("SELECT count(*) FROM {} WHERE class_id = %s").format(sql.Identifier(table)), (class_id,))
    taken = cur.fetchone()[0]
    status = "booked" if taken < 18 else "waiting"
    cur.execute("INSERT INTO booking (email, class_id, name, status, hold_code) VALUES (%s, %s, %s, %s, %s)",
                (email, class_id, name, status, secrets.token_hex(8)))
    conn.commit()
    return status


@app.task
def confirm(email, class_id):
    conn = psycopg2.connect(DSN)
    cur = conn.cursor()
    cur.execute("UPDATE booking SET status = 'confirmed' WHERE class_id = %d AND email = '%s'" % (class_id, email))
    conn.commit()
