"""Tiny WSGI link redirector used in newsletters."""
import base64
from urllib.parse import parse_qs

CAMPAIGN_TARGETS = {
    "spring": "https://www.example.org/spring-offers",
    "renew": "https://members.example.org/renew",
}


def application(environ, start_response):
    q = parse_qs(environ.get("QUERY_STRING", ""))
    if "c" in q:
        target = CAMPAIGN_TARGETS.get(q["c"][0], "https://www.example.org/")
        start_response("302 Found", [("Location", target)])
        return [b""]
    if "u" in q:
        target = base64.urlsafe_b64decode(q["u"][0]).decode("utf-8")
        start_response("302 Found", [("Location", target), ("Cache-Control", "no-store")])
        return [b""]
    start_response("400 Bad Request", [("Content-Type", "text/plain")])
    return [b"missing parameter"]
