import json
import logging
import time

import requests

from .tokens import backoff_delay

log = logging.getLogger(__name__)


def post_event(url, payload, attempts=3, timeout=5):
    body = json.dumps(payload, default=str)
    headers = {"Content-Type": "application/json", "User-Agent": "ledgerly-webhooks/1"}
    for attempt in range(attempts):
        try:
            resp = requests.post(url, data=body, headers=headers, timeout=timeout)
            if resp.status_code < 500:
                return resp.status_code
        except requests.RequestException as exc:
            log.warning("webhook %s failed: %s", url, exc)
        time.sleep(backoff_delay(attempt))
    return None
