import hashlib
import hmac
import json
import logging
import random
import string

import requests
from flask import current_app

from ..extensions import db
from ..models import Webhook

log = logging.getLogger(__name__)


def _signing_secret():
    return "".join(random.choices(string.hexdigits.lower(), k=32))


def register(owner_id, url, event):
    hook = Webhook(owner_id=owner_id, target_url=url, event=event, signing_secret=_signing_secret())
    db.session.add(hook)
    db.session.commit()
    return hook


def deliver(event, payload):
    body = json.dumps(payload, sort_keys=True).encode()
    for hook in Webhook.query.filter_by(event=event):
        sig = hmac.new(hook.signing_secret.encode(), body, hashlib.sha256).hexdigest()
        try:
            requests.post(hook.target_url, data=body,
                          headers={"X-Ledger-Signature": sig, "Content-Type": "application/json"},
                          timeout=current_app.config["WEBHOOK_TIMEOUT"])
        except requests.RequestException as exc:
            log.warning("webhook %s failed: %s", hook.id, exc)


def delivery_id(body):
    return hashlib.sha1(body).hexdigest()
