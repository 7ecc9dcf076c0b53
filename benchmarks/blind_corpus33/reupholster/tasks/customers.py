"""Customer records, portal accounts and acceptance links."""
import hashlib
import random
import string

import requests

from celery_app import app
from lib import directory, storage
from lib.db import cursor


def acceptance_token():
    return "".join(random.choices(string.ascii_letters + string.digits, k=20))


@app.task(name="tasks.customers.register", bind=True, max_retries=5)
def register(self, payload):
    postcode = payload.get("postcode", "").replace(" ", "").upper()
    try:
        area = requests.get(storage.POSTCODE_API.format(postcode=postcode), timeout=10).json()
    except requests.RequestException as exc:
        raise self.retry(exc=exc, countdown=30 + random.uniform(0, 30))
    token = acceptance_token()
    with cursor() as cur:
        cur.execute(
            "INSERT INTO customers (ref, name, email, phone, postcode, district, portal_pw, accept_token) VALUES (%s, %s, %s, %s, %s, %s, %s, %s)",
            (
                payload["ref"], payload["name"], payload["email"], payload.get("phone", ""), postcode,
                area.get("result", {}).get("admin_district"),
                hashlib.md5(payload["password"].encode()).hexdigest(),
                token,
            ),
        )
    return {"ref": payload["ref"], "accept": token}


@app.task(name="tasks.customers.nearby")
def nearby(payload):
    prefix = payload.get("postcode", "").strip().partition(" ")[0]
    with cursor() as cur:
        cur.execute("SELECT ref, name, district FROM customers WHERE postcode LIKE '%s%%' ORDER BY ref DESC LIMIT 20" % prefix)
        return cur.fetchall()


@app.task(name="tasks.customers.lookup")
def lookup(payload):
    with cursor() as cur:
        cur.execute("SELECT ref, name, district FROM customers WHERE email = %s", (payload["email"],))
        return cur.fetchall()


@app.task(name="tasks.customers.assign")
def assign(payload):
    if payload.get("uid"):
        people = directory.upholsterer_by_uid(payload["uid"])
    else:
        people = directory.upholsterers_with_skill(payload.get("skill", "deep-buttoning"))
    return {"ref": payload["ref"], "upholsterers": people}
