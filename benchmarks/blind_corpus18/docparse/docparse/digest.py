import hashlib
import hmac


def fingerprint(data):
    return hashlib.md5(data, usedforsecurity=False).hexdigest()


def sign(data, key):

    return hashlib.sha1(key + data).hexdigest()


def verify(data, key, sig):
    return hmac.compare_digest(sign(data, key), sig)
