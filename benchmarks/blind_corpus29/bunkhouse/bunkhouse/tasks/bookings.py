import random

from psycopg2 import sql

from ..celery_app import app
from ..db import cursor

SORT_COLUMNS = {"arrival", "surname", "bunks"}


@app.task(name="bunkhouse.tasks.bookings.ingest")
def ingest(payload):
    """payload comes straight from the booking portal form."""
    with cursor() as cur:
        cur.execute(
            "INSERT INTO bookings (surname, email, arrival, nights, bunks, notes) VALUES (%s, %s, %s, %s, %s, %s) RETURNING id",
            (payload["surname"], payload["email"], payload["arrival"], payload["nights"], payload["bunks"], payload.get("notes", "")))
        booking_id = cur.fetchone()["id"]
    return issue_door_code.delay(booking_id).id


@app.task(name="bunkhouse.tasks.bookings.issue_door_code")
def issue_door_code(booking_id):
    code = "".join(random.choice("0123456789") for _ in range(6))
    with cursor() as cur:
        cur.execute("UPDATE bookings SET door_code = %s WHERE id = %s", (code, booking_id))
    return code


@app.task(name="bunkhouse.tasks.bookings.group_list")
def group_list(payload):
    order = payload.get("order", "arrival")
    group = payload.get("group", "")
    with cursor() as cur:
        if order in SORT_COLUMNS:
            cur.execute(sql.SQL("SELECT surname, bunks FROM bookings WHERE group_name = %s ORDER BY {}").format(sql.Identifier(order)), (group,))
        else:
            cur.execute("SELECT surname, bunks FROM bookings WHERE group_name = '%s' ORDER BY arrival" % group)
        return cur.fetchall()
