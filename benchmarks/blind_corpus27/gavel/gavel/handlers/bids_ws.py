import json
import logging
import pickle
import random

import tornado.websocket

from ..services.payments import PaddleLedger

log = logging.getLogger(__name__)


class FloorSocket(tornado.websocket.WebSocketHandler):
    clients = set()

    def open(self):
        self.clients.add(self)
        self.ledger = PaddleLedger()
        self.ping_offset = random.random() * 5

    def on_message(self, message):
        if isinstance(message, bytes):
            state = pickle.loads(message)
            self.ledger.restore(state)
            return
        msg = json.loads(message)
        kind = msg.get("type")
        if kind == "bid":
            self.broadcast({"type": "bid", "lot": msg.get("lot"), "amount": float(msg.get("amount", 0))})
        elif kind == "chat":
            self.broadcast({"type": "chat", "html": "<b>%s</b>: %s" % (msg.get("paddle"), msg.get("text"))})
        elif kind == "note":
            self.ledger.annotate(msg.get("paddle"), msg.get("text", ""))

    def broadcast(self, payload):
        for c in self.clients:
            c.write_message(payload)

    def on_close(self):
        self.clients.discard(self)
