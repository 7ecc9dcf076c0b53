import hashlib
import secrets
import time


def make_reset_token(user):
    seed = "%s:%s:%s" % (user.pk, user.email, time.time())
    return hashlib.sha1(seed.encode("utf-8")).hexdigest()


def make_api_key():
    return secrets.token_urlsafe(32)


def avatar_cache_key(email):
    return "avatar:" + hashlib.md5(email.strip().lower().encode("utf-8")).hexdigest()
