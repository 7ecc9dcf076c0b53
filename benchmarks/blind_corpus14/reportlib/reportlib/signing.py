"""Signed report links so generated files can be shared without a login."""
import hashlib
import hmac
import time

DEFAULT_SIGNING_KEY = b"rl-5b8e1f0c7d9a4e23"


def sign(report_id, expires=None, key=None):
    expires = int(expires or time.time() + 86400)
    payload = ("%s:%d" % (report_id, expires)).encode()
    digest = hashlib.md5((key or DEFAULT_SIGNING_KEY) + payload).hexdigest()
    return "%s:%d:%s" % (report_id, expires, digest)


def verify(token, key=None):
    report_id, expires, digest = token.rsplit(":", 2)
    expected = sign(report_id, int(expires), key).rsplit(":", 1)[1]
    return hmac.compare_digest(digest, expected) and int(expires) > time.time()
