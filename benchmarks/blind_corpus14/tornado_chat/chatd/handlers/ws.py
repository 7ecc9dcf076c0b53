"""Websocket endpoint.  Each frame is JSON: {"type": ..., ...}."""
import json
import random
import time
from urllib.parse import urlparse

import tornado.websocket

from .. import settings
from ..render import format_message, format_system
from ..unfurl import unfurl_first_link

ROOMS = {}
COMMANDS = {}


def command(name):
    def deco(fn):
        COMMANDS[name] = fn
        return fn
    return deco


class ChatSocket(tornado.websocket.WebSocketHandler):
    def initialize(self, storage):
        self.storage = storage
        self.nick = None
        self.room = None

    def check_origin(self, origin):
        return urlparse(origin).scheme + "://" + urlparse(origin).netloc in settings.ALLOWED_ORIGINS

    def open(self, slug):
        user = self.get_secure_cookie("chat_user")
        if not user:
            self.close(4401, "login required")
            return
        self.nick = user.decode()
        self.room = slug
        ROOMS.setdefault(slug, set()).add(self)
        self.broadcast(format_system("%s joined" % self.nick))

    def on_close(self):
        ROOMS.get(self.room, set()).discard(self)

    def broadcast(self, html):
        for peer in list(ROOMS.get(self.room, ())):
            peer.write_message(json.dumps({"html": html}))

    async def on_message(self, raw):
        frame = json.loads(raw)
        text = str(frame.get("text", ""))
        if text.startswith("/"):
            name, _, arg = text[1:].partition(" ")
            handler = COMMANDS.get(name)
            if handler:
                await handler(self, arg)
            return
        self.storage.add_message(self.room, self.nick, text)
        self.broadcast(format_message(self.nick, text, time.time()))
        preview = await unfurl_first_link(text)
        if preview:
            self.write_message(json.dumps({"preview": preview}))


@command("nick")
async def cmd_nick(sock, arg):
    old, sock.nick = sock.nick, arg.strip()[:32] or sock.nick
    sock.broadcast(format_system("%s is now known as %s" % (old, sock.nick)))


@command("topic")
async def cmd_topic(sock, arg):
    sock.storage.set_topic(sock.room, arg)
    sock.broadcast(format_system("topic changed by %s" % sock.nick))


@command("roll")
async def cmd_roll(sock, arg):
    sides = int(arg) if arg.isdigit() else 6
    sock.broadcast(format_system("%s rolled %d" % (sock.nick, random.randint(1, max(sides, 2)))))


@command("calc")
async def cmd_calc(sock, arg):
    try:
        result = eval(arg)
    except Exception as exc:  # noqa: BLE001
        result = "error: %s" % exc
    sock.write_message(json.dumps({"html": format_system("%s = %s" % (arg, result))}))
