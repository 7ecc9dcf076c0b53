import hashlib
import hmac
import json

import requests

DEFAULT_TIMEOUT = 4


def deliver(url, payload, secret=b""):
    body = json.dumps(payload, separators=(",", ":")).encode()
    headers = {"Content-Type": "application/json"}
    if secret:
        headers["X-Fleet-Signature"] = hmac.new(secret, body, hashlib.sha256).hexdigest()
    resp = requests.post(url, data=body, headers=headers, timeout=DEFAULT_TIMEOUT, allow_redirects=False)
    return resp.status_code
