import json
import logging

import requests

log = logging.getLogger(__name__)


def dispatch(store, owner, payload):
    for url in store.webhooks(owner):
        try:
            requests.post(url, data=json.dumps(payload), timeout=3,
                          headers={"Content-Type": "application/json"})
        except requests.RequestException as exc:
            log.warning("webhook %s failed: %s", url, exc)
