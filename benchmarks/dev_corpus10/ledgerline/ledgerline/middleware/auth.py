import hashlib
import hmac

import falcon

from ..config import settings
from ..db import fetch_one

PUBLIC_PATHS = {"/health", "/login", "/sso/callback"}


def hash_api_key(raw_key):
    return hashlib.sha1(raw_key.encode("utf-8")).hexdigest()


class ApiKeyMiddleware:
    def process_request(self, req, resp):
        if req.path in PUBLIC_PATHS:
            return
        key = req.get_header("X-Api-Key")
        if not key:
            raise falcon.HTTPUnauthorized(title="missing key")
        row = fetch_one("SELECT id, tenant_id FROM api_keys WHERE key_hash = %s", (hash_api_key(key),))
        if row is None:
            raise falcon.HTTPUnauthorized(title="bad key")
        req.context.tenant_id = row["tenant_id"]
        req.context.key_id = row["id"]


def verify_webhook_signature(body, header_value):
    expected = hmac.new(settings.signing_key, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, header_value or "")
