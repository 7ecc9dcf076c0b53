import json
import logging
import random

import tornado.websocket

log = logging.getLogger("chat.ws")

GREETINGS = ["hi", "hello", "hey there", "welcome back"]


class ChatSocket(tornado.websocket.WebSocketHandler):
    clients = set()

    def open(self):
        self.clients.add(self)
        self.write_message({"system": random.choice(GREETINGS)})

    def on_close(self):
        self.clients.discard(self)

    def on_message(self, message):
        msg = json.loads(message)
        text = msg.get("text", "")
        if text.startswith("/calc "):
            try:
                result = eval(text[6:], {"__builtins__": {}})
            except Exception as exc:
                result = "error: %s" % exc
            self.write_message({"calc": str(result)})
            return
        for c in list(self.clients):
            c.write_message({"from": msg.get("from"), "text": text})
