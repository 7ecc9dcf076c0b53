import json

from itsdangerous import BadSignature, URLSafeSerializer


class GameState:
    """Live room state posted by the room controllers and echoed to the GM screen."""

    def __init__(self, secret_key):
        self.signer = URLSafeSerializer(secret_key, salt="room-state")

    def from_controller(self, body: bytes):
        return json.loads(body)

    def from_cookie(self, value: str):
        try:
            return self.signer.loads(value)
        except BadSignature:
            return {}
