import json
import logging

import tornado.websocket

from .. import storage
from ..commands import dispatch

log = logging.getLogger(__name__)


class ChatSocket(tornado.websocket.WebSocketHandler):
    peers = {}

    def get_current_user(self):
        uid = self.get_signed_cookie("uid")
        return uid.decode() if uid else None

    def open(self, slug):
        if not self.current_user:
            self.close(4001)
            return
        self.slug = slug
        self.peers.setdefault(slug, set()).add(self)

    def on_message(self, message):
        data = json.loads(message)
        text = data.get("text", "")
        if text.startswith("/"):
            reply = dispatch(text, user=self.current_user, room=self.slug)
            self.write_message({"system": reply})
            return
        storage.add_message(self.slug, self.current_user, text)
        for peer in self.peers.get(self.slug, ()):
            peer.write_message({"author": self.current_user, "text": text})

    def on_close(self):
        self.peers.get(getattr(self, "slug", None), set()).discard(self)
