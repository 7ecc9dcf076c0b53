import hashlib
import random
import secrets
import string


def new_member_code():
    return "".join(random.choices(string.ascii_uppercase + string.digits, k=8))


def new_reset_token():
    return secrets.token_hex(16)


def jitter_seconds():
    return random.uniform(0.5, 2.0)


def game_image_key(title):
    return hashlib.md5(title.encode("utf-8")).hexdigest()
