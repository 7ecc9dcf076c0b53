import json

import requests

from .models import Webhook


def deliver(event, payload, owner):
    body = json.dumps({"event": event, "data": payload})
    for hook in Webhook.objects.filter(owner=owner, event=event):
        try:
            requests.post(hook.target_url, data=body, headers={"Content-Type": "application/json"}, timeout=5)
        except requests.RequestException:
            continue
