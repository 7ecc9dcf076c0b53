from twisted.internet import defer
from twisted.internet.protocol import Factory
from twisted.protocols.basic import LineReceiver
from twisted.python import log

from . import auth, firmware, uploads
from .commands import HANDLERS


class TelemetryProtocol(LineReceiver):
    delimiter = b"\n"
    MAX_LENGTH = 65536

    def connectionMade(self):
        self.site = None
        self.admin = None
        self.last_watts = 0.0
        self.pending_xml = None
        self.upload = None
        self.challenge = auth.new_challenge()
        self.sendLine(f"SUNMETER 2 {self.challenge}".encode())

    def lineReceived(self, line):
        text = line.decode("utf-8", "replace").rstrip("\r")
        if self.pending_xml is not None:
            if text == ".":
                payload, self.pending_xml = "\n".join(self.pending_xml), None
                return firmware.handle_event_log(self, payload)
            self.pending_xml.append(text)
            return
        verb, _, rest = text.partition(" ")
        handler = HANDLERS.get(verb.upper())
        if handler is None:
            self.sendLine(b"ERR unknown command")
            return
        if handler.needs_site and self.site is None:
            self.sendLine(b"ERR say HELLO first")
            return
        d = defer.maybeDeferred(handler, self, rest)
        d.addErrback(self._failed)

    def rawDataReceived(self, data):
        uploads.feed(self, data)

    def _failed(self, failure):
        log.err(failure, "command failed")
        self.sendLine(b"ERR " + failure.getErrorMessage().encode()[:200])


class TelemetryFactory(Factory):
    protocol = TelemetryProtocol

    def __init__(self, dbpool):
        self.dbpool = dbpool
        self.names = {}
