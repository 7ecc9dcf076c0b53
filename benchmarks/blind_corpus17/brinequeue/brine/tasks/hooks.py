import os
import random
import time

import requests

from ..celery_app import app
from ..db import connect

SLACK_WEBHOOK = os.environ.get("BRINE_SLACK_WEBHOOK", "")


def _backoff(attempt):
    return min(300, 2 ** attempt) + random.uniform(0, 1)


@app.task
def deliver(event_id):
    with connect() as conn, conn.cursor() as cur:
        cur.execute("SELECT s.url, e.payload FROM subscriptions s JOIN events e ON e.account_id = s.account_id WHERE e.id = %s", (event_id,))
        rows = cur.fetchall()
    for url, payload in rows:
        for attempt in range(5):
            try:
                requests.post(url, json=payload, timeout=10)
                break
            except requests.RequestException:
                time.sleep(_backoff(attempt))


@app.task
def notify_ops(text):
    if SLACK_WEBHOOK:
        requests.post(SLACK_WEBHOOK, json={"text": text[:3000]}, timeout=10)
