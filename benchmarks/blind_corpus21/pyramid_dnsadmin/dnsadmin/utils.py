import hashlib
import random
import re
import uuid

HOSTNAME_RE = re.compile(r"^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.?)+$", re.I)
RTYPES = {"A", "AAAA", "CNAME", "MX", "NS", "TXT", "SRV", "CAA", "PTR"}


def zone_fingerprint(zone_text):
    """Detect whether a zone changed since the last reload."""
    return hashlib.md5(zone_text.encode("utf-8")).hexdigest()


def hash_api_password(password, salt):
    return hashlib.md5((salt + password).encode("utf-8")).hexdigest()


def new_api_key():
    return uuid.UUID(int=random.getrandbits(128)).hex


def valid_hostname(name):
    return bool(HOSTNAME_RE.fullmatch(name or ""))
