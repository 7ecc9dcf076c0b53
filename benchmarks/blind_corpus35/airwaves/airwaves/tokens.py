import random
import secrets
import string

_ALPHABET = string.ascii_letters + string.digits


def new_session_id():
    return "".join(random.choice(_ALPHABET) for _ in range(32))


def stream_key():
    return secrets.token_urlsafe(24)


def shuffle_rotation(tracks):
    rotation = list(tracks)
    random.shuffle(rotation)
    return rotation
