"""Outbound webhooks for stock events."""
import ipaddress
import socket
from urllib.parse import urlsplit

import falcon
import requests

from .. import db
from ..config import settings


def _public_https(url):
    parts = urlsplit(url)
    if parts.scheme != "https" or not parts.hostname:
        return False
    for info in socket.getaddrinfo(parts.hostname, parts.port or 443):
        if not ipaddress.ip_address(info[4][0]).is_global:
            return False
    return True


class WebhookResource:
    def on_post(self, req, resp):
        body = req.get_media()
        url = body["url"]
        db.execute("INSERT INTO webhooks (client, url) VALUES (%s, %s)", (req.context.client, url))
        ping = requests.post(url, json={"event": "ping"}, timeout=settings.webhook_timeout)
        resp.media = {"registered": url, "ping_status": ping.status_code}

    def on_patch(self, req, resp):
        """Re-deliver a single event to a replacement endpoint."""
        body = req.get_media()
        url = body.get("url", "")
        if not _public_https(url):
            raise falcon.HTTPBadRequest(title="webhook must be a public https URL")
        event = db.query("SELECT payload FROM webhook_events WHERE id = %s", (body.get("event_id"),))
        requests.post(url, json=event[0]["payload"] if event else {}, timeout=settings.webhook_timeout, allow_redirects=False)
        resp.media = {"redelivered": bool(event)}
