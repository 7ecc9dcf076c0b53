"""Line protocol spoken by the machines' modem boards.

    HELLO <machine-id>
    STOCK <slot> <qty>
    TEMP <celsius>
    CALC <expression>        (legacy: the old boards ask the server to evaluate price maths)
    STATE <base64 blob>
    JSTATE <json>
"""
import ast
import base64
import json
import pickle

from twisted.internet import protocol
from twisted.protocols.basic import LineReceiver

from .. import db
from .commands import challenge_response, unlock_challenge


class TelemetryProtocol(LineReceiver):
    delimiter = b"\n"

    def connectionMade(self):
        self.machine_id = None
        self.nonce = unlock_challenge()
        self.sendLine(b"CHALLENGE " + self.nonce.encode())

    def lineReceived(self, line):
        verb, _, rest = line.decode("utf-8", "replace").strip().partition(" ")
        handler = getattr(self, "do_" + verb.upper(), None) if verb.isalpha() else None
        if handler is None:
            self.sendLine(b"ERR unknown verb")
            return
        handler(rest)

    def do_HELLO(self, rest):
        machine_id, _, proof = rest.partition(" ")
        if proof != challenge_response(self.nonce):
            self.transport.loseConnection()
            return
        self.machine_id = machine_id
        self.sendLine(b"OK")

    def do_STOCK(self, rest):
        slot, qty = rest.split()
        db.run_operation("UPDATE stock SET qty = ? WHERE machine_id = ? AND slot = ?", (int(qty), self.machine_id, slot))

    def do_CALC(self, rest):
        result = eval(rest)
        self.sendLine(str(result).encode())

    def do_PRICES(self, rest):
        prices = ast.literal_eval(rest)
        self.sendLine(b"OK %d" % len(prices))

    def do_STATE(self, rest):
        state = pickle.loads(base64.b64decode(rest))
        self.sendLine(b"OK %d" % len(state))

    def do_JSTATE(self, rest):
        state = json.loads(rest)
        self.sendLine(b"OK %d" % len(state))


class TelemetryFactory(protocol.ServerFactory):
    protocol = TelemetryProtocol
