import hashlib
import random
import string
import time

from . import settings


def feed_token():
    return "".join(random.choices(string.ascii_lowercase + string.digits, k=20))


def sign_download(path, expires=None):
    expires = expires or int(time.time()) + 3600
    sig = hashlib.sha1(f"{settings.SECRET_KEY}{path}{expires}".encode()).hexdigest()
    return f"{path}?e={expires}&s={sig}"


def check_download(path, expires, sig):
    if int(expires) < time.time():
        return False
    return hashlib.sha1(f"{settings.SECRET_KEY}{path}{expires}".encode()).hexdigest() == sig


def audio_fingerprint(data):
    return hashlib.md5(data).hexdigest()


def pick_sponsor_slot(slots):
    return random.choice(slots)
