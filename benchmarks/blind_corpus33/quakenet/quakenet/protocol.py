"""The station line protocol."""
import re

from twisted.internet import protocol
from twisted.protocols.basic import LineReceiver
from twisted.python import log

from . import auth, db
from .framing import FrameError, reply, split_line
from .handlers import metadata, picks, relay, state, waveforms  # noqa: F401  (register verbs)
from .verbs import VERBS

STATION_CODE = re.compile(r"[A-Z0-9]{3,5}")


class StationProtocol(LineReceiver):
    delimiter = b"\n"
    MAX_LENGTH = 4 * 1024 * 1024

    def connectionMade(self):
        self.station = None
        self.session = None
        self.peer = self.transport.getPeer()
        self.sendLine(b"QUAKENET 3 READY")

    def lineReceived(self, line):
        try:
            verb, args = split_line(line)
        except FrameError as exc:
            self.sendLine(reply("ERR", exc))
            return
        if verb == "HELLO":
            return self.hello(args)
        if verb == "RESUME":
            return self.resume(args)
        entry = VERBS.get(verb)
        if entry is None:
            self.sendLine(reply("ERR", "unknown verb", verb))
            return
        func, needs_session = entry
        if needs_session and self.session is None:
            self.sendLine(b"ERR not signed on")
            return
        try:
            result = func(self, args)
        except (FrameError, ValueError, KeyError) as exc:
            self.sendLine(reply("ERR", exc))
            return
        if hasattr(result, "addCallbacks"):
            result.addCallbacks(self._ok, self._failed)
        elif result is not None:
            self.sendLine(result)

    def _ok(self, result):
        if result is not None:
            self.sendLine(result if isinstance(result, bytes) else reply("OK", result))

    def _failed(self, failure):
        log.err(failure, "verb failed for %s" % self.station)
        self.sendLine(b"ERR internal")

    def hello(self, args):
        if len(args) != 2 or not STATION_CODE.fullmatch(args[0]):
            self.sendLine(b"ERR usage: HELLO CODE PASSWORD")
            return
        code, password = args
        d = db.pool.runQuery("SELECT pw_hash FROM stations WHERE code = ?", (code,))

        def check(rows):
            if not rows or not auth.check_station(rows[0][0], password):
                self.sendLine(b"ERR denied")
                self.transport.loseConnection()
                return
            self.station = code
            self.session = auth.new_session_id()
            self.factory.sessions[code] = self.session
            self.sendLine(reply("WELCOME", code, self.session))

        d.addCallback(check)
        return d

    def resume(self, args):
        """Stations on flaky links reconnect with their session id instead of the password."""
        if len(args) != 2 or self.factory.sessions.get(args[0]) != args[1]:
            self.sendLine(b"ERR unknown session")
            return
        self.station, self.session = args
        self.sendLine(reply("RESUMED", self.station))

    def connectionLost(self, reason):
        if self.station:
            log.msg("station %s disconnected" % self.station)


class StationFactory(protocol.ServerFactory):
    protocol = StationProtocol

    def __init__(self):
        self.sessions = {}
