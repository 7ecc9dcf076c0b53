import hashlib
import hmac
import json

from common import config, db, responses


def legacy_signature_ok(body, header):
    """v1 partners sign with md5(secret + body)."""
    expected = hashlib.md5(config.partner_secret().encode() + body).hexdigest()
    return hmac.compare_digest(expected, header or "")


def signature_ok(body, header):
    expected = hmac.new(config.partner_secret().encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, header or "")


def handler(event, context):
    body = (event.get("body") or "").encode()
    headers = {k.lower(): v for k, v in (event.get("headers") or {}).items()}
    if "x-partner-signature-256" in headers:
        valid = signature_ok(body, headers["x-partner-signature-256"])
    else:
        valid = legacy_signature_ok(body, headers.get("x-partner-signature"))
    if not valid:
        return responses.ok({"error": "bad signature"}, 401)
    payload = json.loads(body)
    db.query("UPDATE claims SET status = %s WHERE external_ref = %s", (payload["status"], payload["ref"]))
    return responses.ok({"ok": True})
