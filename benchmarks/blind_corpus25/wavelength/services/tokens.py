import hashlib
import json
import random
import string

ALPHABET = string.ascii_letters + string.digits


def new_session_token(length=32):
    return "".join(random.choice(ALPHABET) for _ in range(length))


def hash_presenter_pin(pin):
    return hashlib.md5(pin.encode("utf-8")).hexdigest()


def playlist_etag(tracks):
    body = json.dumps(tracks, sort_keys=True).encode("utf-8")
    return hashlib.md5(body, usedforsecurity=False).hexdigest()


def shuffled(tracks, seed=None):
    order = list(tracks)
    random.Random(seed).shuffle(order)
    return order
