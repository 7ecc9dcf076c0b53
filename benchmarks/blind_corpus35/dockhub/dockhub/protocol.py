import asyncio
import logging
import shlex

from .auth import new_nonce, verify_dock
from .registry import COMMANDS

log = logging.getLogger("dockhub")


class Session:
    def __init__(self, peer):
        self.peer = peer
        self.dock_id = None
        self.operator = None
        self.nonce = new_nonce()


class DockProtocol(asyncio.Protocol):
    def connection_made(self, transport):
        self.transport = transport
        self.buffer = b""
        self.session = Session(transport.get_extra_info("peername"))
        self.send(f"NONCE {self.session.nonce}")

    def send(self, line):
        self.transport.write(line.encode() + b"\r\n")

    def data_received(self, data):
        self.buffer += data
        while b"\n" in self.buffer:
            raw, _, self.buffer = self.buffer.partition(b"\n")
            self.handle_line(raw.decode("utf-8", "replace").strip())

    def handle_line(self, line):
        if not line:
            return
        verb, _, rest = line.partition(" ")
        verb = verb.upper()
        if verb == "HELLO":
            dock_id, _, mac = rest.partition(" ")
            if verify_dock(self.session.nonce, mac):
                self.session.dock_id = dock_id
                self.send("OK")
            else:
                self.send("ERR auth")
            return
        entry = COMMANDS.get(verb)
        if entry is None:
            self.send("ERR unknown")
            return
        func, needs_dock = entry
        if needs_dock and self.session.dock_id is None:
            self.send("ERR hello first")
            return
        try:
            reply = func(self.session, rest)
        except Exception as exc:
            log.exception("command %s failed", verb)
            reply = f"ERR {shlex.quote(str(exc))}"
        if reply:
            self.send(reply)
