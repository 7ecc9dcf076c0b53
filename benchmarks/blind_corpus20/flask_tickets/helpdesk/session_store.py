"""Cookie-backed session payloads for the agent console."""
import base64
import hashlib
import hmac

from .compat import pickle


class CookieSessionCodec(object):
    def __init__(self, secret):
        if not secret:
            raise RuntimeError("HELPDESK_SECRET_KEY is not configured")
        self._secret = secret.encode("utf-8")

    def _sign(self, payload):
        return hmac.new(self._secret, payload, hashlib.sha256).hexdigest()

    def dumps(self, data):
        payload = base64.urlsafe_b64encode(pickle.dumps(data, protocol=2))
        return payload.decode("ascii") + "." + self._sign(payload)

    def loads(self, value):
        payload, _, sig = (value or "").rpartition(".")
        payload = payload.encode("ascii")
        if not payload or not hmac.compare_digest(sig, self._sign(payload)):
            return {}
        return pickle.loads(base64.urlsafe_b64decode(payload))

    def loads_legacy(self, value):
        """Sessions minted by helpdesk 1.x were not signed."""
        raw = base64.b64decode(value)
        return pickle.loads(raw)
