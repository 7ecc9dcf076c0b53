from urllib.parse import urlparse

import falcon
import requests

from ..config import settings
from ..middleware.auth import verify_webhook_signature


class WebhookResource:
    def on_post_test(self, req, resp):
        target = req.media["url"]
        r = requests.post(target, json={"event": "ping"}, timeout=5)
        resp.media = {"status": r.status_code}

    def on_post_register(self, req, resp):
        target = req.media["url"]
        host = urlparse(target).hostname
        if urlparse(target).scheme != "https" or host not in settings.webhook_allow:
            raise falcon.HTTPBadRequest(title="host not allowed")
        r = requests.head(target, timeout=5, allow_redirects=False)
        resp.media = {"reachable": r.ok}

    def on_post_inbound(self, req, resp):
        body = req.bounded_stream.read()
        if not verify_webhook_signature(body, req.get_header("X-Signature")):
            raise falcon.HTTPUnauthorized()
        resp.media = {"ok": True}
