import json
from urllib.parse import urlsplit

import falcon
import requests

from . import route
from ..hashing import legacy_signature

SLACK_LIKE = ("hooks.slack.com", "discord.com", "outlook.office.com")


@route("/channels/test")
class ChannelTest:
    def on_post(self, req, resp):
        body = req.get_media()
        payload = json.dumps({"text": "relaybox test"}).encode()
        r = requests.post(body["url"], data=payload, timeout=5,
                          headers={"X-Relay-Signature": legacy_signature(req.context.secret, payload)})
        resp.media = {"status": r.status_code}


@route("/channels/chat")
class ChatChannel:
    def on_post(self, req, resp):
        body = req.get_media()
        parts = urlsplit(body["webhook"])
        if parts.scheme != "https" or parts.hostname not in SLACK_LIKE or parts.port not in (None, 443):
            raise falcon.HTTPBadRequest(title="unsupported webhook host")
        r = requests.post(body["webhook"], json={"text": body.get("text", "")}, timeout=5, allow_redirects=False)
        resp.media = {"status": r.status_code}
