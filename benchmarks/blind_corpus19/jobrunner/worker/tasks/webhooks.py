import hashlib
import hmac
import json
import os

import requests

from ..registry import task

SIGNING_KEY = os.environ.get("WEBHOOK_SIGNING_KEY", "").encode()
STATUS_ENDPOINT = "https://status.internal.example.com/api/events"


def _sign(body):
    return hmac.new(SIGNING_KEY, body, hashlib.sha256).hexdigest()


@task("deliver_webhook")
def deliver(payload):
    body = json.dumps(payload["event"]).encode()
    requests.post(payload["target_url"], data=body, headers={"X-Signature": _sign(body)}, timeout=10)


@task("status_event")
def status_event(payload):
    requests.post(STATUS_ENDPOINT, json={"kind": payload.get("kind"), "detail": payload.get("detail")}, timeout=5)
