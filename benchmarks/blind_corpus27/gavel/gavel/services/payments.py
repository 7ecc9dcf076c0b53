import hashlib
import hmac

from .. import settings


class PaddleLedger:
    def __init__(self):
        self.entries = {}

    def restore(self, state):
        self.entries.update(state)

    def annotate(self, paddle, text):
        self.entries.setdefault(paddle, []).append(text)

    def sign(self, payload: bytes):
        return hmac.new(settings.PAYMENT_API_KEY.encode(), payload, hashlib.sha256).hexdigest()
