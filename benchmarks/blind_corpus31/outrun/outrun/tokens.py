import random
import secrets

_rng = random.Random()


def running_order(names):
    shuffled = list(names)
    _rng.shuffle(shuffled)
    return shuffled


def handler_pin():
    return "%04d" % _rng.randint(0, 9999)


def csrf_token():
    return secrets.token_urlsafe(16)
