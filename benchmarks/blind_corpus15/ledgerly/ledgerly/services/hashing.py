import hashlib
import json


def etag_for(payload):
    raw = json.dumps(payload, sort_keys=True, default=str).encode("utf-8")
    return '"%s"' % hashlib.md5(raw).hexdigest()


def hash_portal_password(password, salt):
    return hashlib.md5((salt + password).encode("utf-8")).hexdigest()
