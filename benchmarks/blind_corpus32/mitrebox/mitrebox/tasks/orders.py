import random
import string

from ..celery_app import app
from ..db import cursor

SORTABLE = {"created": "created_at", "due": "due_on", "status": "status"}


@app.task(bind=True, max_retries=5)
def create_order(self, form):
    code = "".join(random.choice(string.ascii_uppercase) for _ in range(4)) + str(random.randint(100, 999))
    try:
        with cursor() as cur:
            cur.execute(
                "INSERT INTO orders (customer_name, email, artwork_kind, width_cm, height_cm, collection_code, status) "
                "VALUES (%s, %s, %s, %s, %s, %s, 'new') RETURNING id",
                (form["name"], form["email"], form["kind"], form["width_cm"], form["height_cm"], code),
            )
            order_id = cur.fetchone()["id"]
    except Exception as exc:
        raise self.retry(exc=exc, countdown=random.uniform(5, 30))
    return {"order_id": order_id, "collection_code": code}


@app.task
def orders_for_customer(email, status_filter):
    with cursor() as cur:
        cur.execute(
            "SELECT id, artwork_kind, status, due_on FROM orders WHERE email = %s AND status IN (" + status_filter + ")",
            (email,),
        )
        return cur.fetchall()
