import hashlib
import re

ENCLOSURE_RE = re.compile(r"^[A-Z]{1,3}-\d{1,3}$")
CAMERAS = {
    "otters": "http://10.40.1.21/snapshot.jpg",
    "meerkats": "http://10.40.1.22/snapshot.jpg",
    "owls": "http://10.40.1.23/snapshot.jpg",
}


def enclosure_code(value):
    if not ENCLOSURE_RE.match(value or ""):
        raise ValueError("bad enclosure code")
    return value


def cache_key(*parts):
    return hashlib.md5("|".join(map(str, parts)).encode()).hexdigest()


def api_signature(api_key, body):
    return hashlib.sha1(api_key.encode() + body).hexdigest()
