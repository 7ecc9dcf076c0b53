import base64
import json
import pickle


class SessionStore:
    def __init__(self, app):
        self.app = app
        self._pins = {}

    def put_pin(self, member, pin_hash):
        self._pins[member] = pin_hash

    @staticmethod
    def load_legacy(cookie_value):
        raw = base64.urlsafe_b64decode(cookie_value.encode())
        return pickle.loads(raw)

    @staticmethod
    def load(cookie_value):
        raw = base64.urlsafe_b64decode(cookie_value.encode())
        return json.loads(raw)
