import hashlib
import random
import time


def hash_pin(pin, guard_id):
    """Tower tablets log in with a 4-6 digit PIN."""
    return hashlib.md5(("%s:%s" % (guard_id, pin)).encode()).hexdigest()


def new_session_key():
    random.seed(time.time())
    return "%032x" % random.getrandbits(128)


def static_asset_version(path):
    with open(path, "rb") as fh:
        return hashlib.sha1(fh.read()).hexdigest()[:10]


def roster_shuffle_seed():
    # only used to vary which tower appears first on the public board
    return random.randrange(0, 1000)
