import json
import logging

import tornado.websocket
from tornado.httpclient import AsyncHTTPClient

from ..util import roll

log = logging.getLogger(__name__)


class ChatSocket(tornado.websocket.WebSocketHandler):
    clients = set()

    def open(self, room):
        self.room = room
        self.user = self.get_secure_cookie("uid")
        if not self.user:
            self.close()
            return
        self.clients.add(self)

    def on_close(self):
        self.clients.discard(self)

    def broadcast(self, payload):
        for c in list(self.clients):
            if c.room == self.room:
                c.write_message(payload)

    async def on_message(self, message):
        msg = json.loads(message)
        text = msg.get("text", "")
        if text.startswith("/roll "):
            self.broadcast({"system": "rolled %s" % roll(text[6:].strip())})
            return
        if text.startswith("/calc "):
            expr = text[len("/calc "):]
            result = eval(expr, {"__builtins__": {}}, {})
            self.broadcast({"system": "%s = %s" % (expr, result)})
            return
        if text.startswith("/preview "):
            url = text.split(None, 1)[1]
            resp = await AsyncHTTPClient().fetch(url, request_timeout=5)
            self.write_message({"preview": resp.body[:500].decode("utf-8", "replace")})
            return
        self.application.store.add(self.room, self.user.decode(), text)
        self.broadcast({"from": self.user.decode(), "text": text})
