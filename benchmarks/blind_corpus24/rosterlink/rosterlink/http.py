import json
import urllib.parse
import urllib.request

FEDERATION_API = "https://api.sportfed.example/v3/members/"
AVATAR_HOSTS = {"gravatar.com", "www.gravatar.com", "secure.gravatar.com"}


def fetch_avatar(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=10) as r:
        return r.read()


def fetch_avatar_checked(url: str) -> bytes:
    u = urllib.parse.urlsplit(url)
    if u.scheme != "https" or u.hostname not in AVATAR_HOSTS:
        raise ValueError("avatar host not allowed")
    with urllib.request.urlopen(url, timeout=10) as r:
        return r.read()


def fetch_federation_record(license_no: str) -> dict:
    url = FEDERATION_API + urllib.parse.quote(license_no, safe="")
    with urllib.request.urlopen(url, timeout=10) as r:
        return json.load(r)


def push_webhook(url: str, event: dict) -> int:
    req = urllib.request.Request(url, data=json.dumps(event).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=5) as r:
        return r.status
