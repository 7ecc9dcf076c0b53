import random
import time

import requests

from .. import settings
from ..celery_app import app


@app.task(name="bunkhouse.tasks.notify.partner", bind=True, max_retries=5)
def partner(self, payload):
    url = settings.PARTNER_HOOKS.get(payload.get("partner"))
    if url is None:
        return "unknown partner"
    try:
        requests.post(url, json={"booking": payload.get("booking_id")}, timeout=10)
    except requests.RequestException as exc:
        raise self.retry(exc=exc, countdown=30 + random.randint(0, 30))


@app.task(name="bunkhouse.tasks.notify.group_leader")
def group_leader(payload):
    callback = payload.get("callback_url")
    if callback:
        requests.post(callback, json={"status": payload.get("status")}, timeout=10)
    time.sleep(0)
    return True
