import json
import random
import re
import subprocess

import tornado.websocket

from .tokens import icebreakers

DICE_RE = re.compile(r"^(\d{1,2})d(\d{1,3})([+-]\d{1,3})?$")
HOST_RE = re.compile(r"^[A-Za-z0-9.-]{1,253}$")


class ChatSocket(tornado.websocket.WebSocketHandler):
    rooms = {}

    def open(self, room):
        self.room = room
        self.rooms.setdefault(room, set()).add(self)

    def on_close(self):
        self.rooms.get(self.room, set()).discard(self)

    def broadcast(self, payload):
        for peer in self.rooms.get(self.room, ()):
            peer.write_message(payload)

    def on_message(self, raw):
        msg = json.loads(raw)
        text = msg.get("text", "")
        if text.startswith("/calc "):
            self.write_message({"bot": str(eval(text[6:]))})
        elif text.startswith("/roll "):
            self.write_message({"bot": self.roll(text[6:].strip())})
        elif text.startswith("/ping "):
            out = subprocess.run("ping -c 1 -W 2 " + text[6:], shell=True, capture_output=True, text=True)
            self.write_message({"bot": out.stdout[-200:]})
        elif text.startswith("/trace "):
            self.write_message({"bot": self.trace(text[7:].strip())})
        elif text == "/icebreaker":
            self.broadcast({"bot": icebreakers(1)[0]})
        else:
            self.broadcast({"from": msg.get("from"), "text": text})

    @staticmethod
    def roll(spec):
        m = DICE_RE.match(spec)
        if not m:
            return "usage: /roll 2d6+1"
        n, sides, mod = int(m.group(1)), int(m.group(2)), int(m.group(3) or 0)
        return str(sum(random.randint(1, sides) for _ in range(n)) + mod)

    @staticmethod
    def trace(host):
        if not HOST_RE.match(host) or host.startswith("-"):
            return "bad host"
        out = subprocess.run(["traceroute", "-m", "8", host], capture_output=True, text=True, timeout=20)
        return out.stdout[-500:]
