"""Request/response middleware."""
import hashlib
import hmac

import falcon

from . import db


class ApiKeyMiddleware:
    def __init__(self, exempt=()):
        self.exempt = set(exempt)

    def process_request(self, req, resp):
        if req.path in self.exempt:
            return
        key = req.get_header("X-Api-Key") or ""
        digest = hashlib.sha256(key.encode()).hexdigest()
        rows = db.query("SELECT client FROM api_keys WHERE key_sha256 = %s AND revoked = false", (digest,))
        if not rows:
            raise falcon.HTTPUnauthorized(title="API key required")
        req.context.client = rows[0]["client"]


class ETagMiddleware:
    """Weak validators so dashboards polling /items do not re-download."""

    def process_response(self, req, resp, resource, req_succeeded):
        if req.method != "GET" or not req_succeeded or resp.text is None:
            return
        tag = hashlib.md5(resp.text.encode("utf-8")).hexdigest()
        resp.etag = tag
        if req.get_header("If-None-Match") == tag:
            resp.status = falcon.HTTP_304
            resp.text = None


def constant_time_equals(a, b):
    return hmac.compare_digest(a.encode(), b.encode())
