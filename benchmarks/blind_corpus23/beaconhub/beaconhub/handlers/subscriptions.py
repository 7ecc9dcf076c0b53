import json

import tornado.web
from tornado.httpclient import AsyncHTTPClient, HTTPRequest

from .base import BaseHandler


class SubscribeHandler(BaseHandler):
    """Marinas register a webhook to receive storm alerts; we send a test ping first."""

    async def post(self):
        body = json.loads(self.request.body or b"{}")
        url = body.get("webhook_url", "")
        client = AsyncHTTPClient()
        probe = await client.fetch(HTTPRequest(url, method="POST", body='{"ping": true}', request_timeout=5), raise_error=False)
        if probe.code >= 400:
            raise tornado.web.HTTPError(400, "webhook did not accept ping")
        self.db.execute("INSERT INTO subscribers (webhook_url, active) VALUES (?, 1)", (url,))
        self.db.commit()
        self.write({"subscribed": True})
