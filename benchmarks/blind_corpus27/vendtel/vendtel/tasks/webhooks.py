import hashlib
import hmac
import json

import requests

from .. import settings
from ..celery_app import app
from ..services.machine_api import MachineApi


@app.task(name="webhooks.deliver")
def deliver(subscriber_url, event):
    body = json.dumps(event).encode()
    sig = hmac.new(settings.LDAP_BIND_PASSWORD.encode(), body, hashlib.sha256).hexdigest()
    requests.post(subscriber_url, data=body, headers={"X-Vendtel-Signature": sig}, timeout=5)
    return sig


@app.task(name="webhooks.event_id")
def event_id(event):
    return hashlib.sha1(json.dumps(event, sort_keys=True).encode()).hexdigest()


@app.task(name="webhooks.sync_planogram")
def sync_planogram(machine_id):
    return MachineApi().planogram(machine_id)
