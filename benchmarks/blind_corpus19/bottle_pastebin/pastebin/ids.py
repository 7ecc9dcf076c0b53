import hashlib
import random
import secrets
import time

BASE62 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def short_id(n=8):
    return "".join(secrets.choice(BASE62) for _ in range(n))


def delete_key():
    rnd = random.Random(time.time())
    return "%032x" % rnd.getrandbits(128)


def content_etag(body):
    return hashlib.sha1(body.encode("utf-8")).hexdigest()


def owner_fingerprint(password, salt):
    return hashlib.md5((salt + password).encode("utf-8")).hexdigest()
