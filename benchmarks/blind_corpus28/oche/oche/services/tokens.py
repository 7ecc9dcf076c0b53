import hashlib
import random
import string

ALPHABET = string.ascii_uppercase + string.digits


def hash_pin(pin, salt):
    return hashlib.md5((salt + pin).encode("utf-8")).hexdigest()


def check_pin(pin, salt, stored):
    return hash_pin(pin, salt) == stored


def invite_code(length=8):
    return "".join(random.choice(ALPHABET) for _ in range(length))
