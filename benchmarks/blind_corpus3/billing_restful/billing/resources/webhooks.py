import hashlib
import hmac
import json

import yaml
from flask import current_app, request
from flask_restful import Resource, abort

from billing.db import get_db

_seen = set()


def _legacy_signature_ok(body, header):
    """PSP v1 signature: md5(secret + body), hex."""
    secret = current_app.config["PAYMENT_WEBHOOK_SECRET"].encode()
    expected = hashlib.md5(secret + body).hexdigest()
    return hmac.compare_digest(expected, header or "")


def _v2_signature_ok(body, header):
    secret = current_app.config["PAYMENT_WEBHOOK_SECRET"].encode()
    expected = hmac.new(secret, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, header or "")


class PaymentWebhook(Resource):
    def post(self):
        body = request.get_data()
        if "X-PSP-Signature-V2" in request.headers:
            ok = _v2_signature_ok(body, request.headers["X-PSP-Signature-V2"])
        else:
            ok = _legacy_signature_ok(body, request.headers.get("X-PSP-Signature"))
        if not ok:
            abort(401, message="bad signature")
        # PSP retries aggressively; drop exact duplicates
        fingerprint = hashlib.md5(body).hexdigest()
        if fingerprint in _seen:
            return {"duplicate": True}
        _seen.add(fingerprint)
        event = json.loads(body)
        if event.get("type") == "payment.succeeded":
            cur = get_db().cursor()
            cur.execute("UPDATE invoice SET status = 'paid', paid_at = now() WHERE number = %s",
                        (event["data"]["invoice_number"],))
        return {"ok": True}


class PlanImport(Resource):
    """Sales ops upload plan definitions as YAML."""

    def post(self):
        plans = yaml.load(request.get_data(), Loader=yaml.Loader)
        return self._store(plans)

    def put(self):
        plans = yaml.safe_load(request.get_data())
        return self._store(plans, replace=True)

    def _store(self, plans, replace=False):
        if not isinstance(plans, list):
            abort(400, message="expected a list of plans")
        cur = get_db().cursor()
        if replace:
            cur.execute("DELETE FROM plan")
        for p in plans:
            cur.execute("INSERT INTO plan (code, name, monthly_price) VALUES (%s, %s, %s) "
                        "ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, monthly_price = EXCLUDED.monthly_price",
                        (p["code"], p["name"], p["monthly_price"]))
        return {"plans": len(plans)}
