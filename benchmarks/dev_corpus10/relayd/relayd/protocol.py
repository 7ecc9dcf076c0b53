from twisted.internet import protocol
from twisted.protocols.basic import LineReceiver

from . import auth
from .commands.registry import dispatch
from .store import Store


class Session:
    def __init__(self, store):
        self.store = store
        self.user = None
        self.is_admin = False
        self.tags = {}
        self.id = auth.new_session_id()


class RelayProtocol(LineReceiver):
    delimiter = b"\n"
    MAX_LENGTH = 65536

    def __init__(self, factory):
        self.factory = factory
        self.session = Session(factory.store)
        self.nonce = None

    def connectionMade(self):
        self.nonce = auth.new_nonce()
        self.sendLine(("HELLO relayd %s" % self.nonce).encode())

    def lineReceived(self, line):
        text = line.decode("utf-8", "replace").strip()
        if self.session.user is None:
            return self._login(text)
        if text.upper().startswith("ADMIN "):
            self.session.is_admin = auth.check_admin(text[6:])
            return self.sendLine(b"OK" if self.session.is_admin else b"ERR")
        try:
            reply = dispatch(self.session, text)
        except Exception as exc:
            reply = "ERR %s" % exc.__class__.__name__
        self.sendLine(reply.encode())

    def _login(self, text):
        parts = text.split(" ")
        if len(parts) != 3 or parts[0] != "LOGIN":
            return self.sendLine(b"ERR login first")
        secret = self.factory.secrets.get(parts[1])
        if secret and auth.check_response(secret, self.nonce, parts[2]):
            self.session.user = parts[1]
            self.sendLine(b"OK")
        else:
            self.transport.loseConnection()


class RelayFactory(protocol.Factory):
    def __init__(self, secrets):
        self.store = Store()
        self.secrets = secrets

    def buildProtocol(self, addr):
        return RelayProtocol(self)
