import hashlib
import secrets


def new_api_key() -> str:
    return "fl_" + secrets.token_urlsafe(32)


def hash_api_key(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def hash_door_pin(pin: str) -> str:
    return hashlib.md5(pin.encode()).hexdigest()


def gcode_digest(data: bytes) -> str:
    return hashlib.sha1(data).hexdigest()
