import hashlib
import json
import secrets


def event_uid(booking_id: int, starts: str) -> str:
    return hashlib.sha1(f"{booking_id}-{starts}".encode()).hexdigest() + "@ashcombevillagehall.org.uk"


def feed_token() -> str:
    return secrets.token_urlsafe(20)


def parse_prefs(raw: str) -> dict:
    return json.loads(raw or "{}")
