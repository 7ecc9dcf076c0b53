import logging
import time

from twisted.internet import protocol
from twisted.protocols.basic import LineReceiver

from . import commands
from .framing import FrameError, parse_line
from .tokens import challenge_nonce

log = logging.getLogger(__name__)


class ClockProtocol(LineReceiver):
    delimiter = b"\n"
    MAX_LENGTH = 1 << 20

    def connectionMade(self):
        self.clock_id = None
        self.state = {"connected": time.time()}
        self.nonce = challenge_nonce()
        self.sendLine(b"DOVECOTE 3 " + self.nonce.encode())

    def lineReceived(self, line):
        try:
            verb, args = parse_line(line.rstrip(b"\r"))
        except FrameError as exc:
            self.sendLine(b"ERR " + str(exc).encode())
            return
        handler = self.factory.handlers.get(verb)
        if handler is None:
            self.sendLine(b"ERR unknown verb")
            return
        try:
            reply = handler(self, *args)
        except Exception:
            log.exception("command %s failed", verb)
            self.sendLine(b"ERR failed")
            return
        if hasattr(reply, "addCallback"):
            reply.addCallback(self._reply).addErrback(self._failed)
        elif reply is not None:
            self._reply(reply)

    def _reply(self, reply):
        self.sendLine(b"OK " + (reply if isinstance(reply, bytes) else str(reply).encode()))

    def _failed(self, failure):
        log.error("deferred failure: %s", failure.getErrorMessage())
        self.sendLine(b"ERR failed")


class ClockFactory(protocol.ServerFactory):
    protocol = ClockProtocol

    def __init__(self, dbpool):
        self.dbpool = dbpool
        self.handlers = commands.load_all()
        self.board = {}
