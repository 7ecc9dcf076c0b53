import hashlib
import random
import secrets
import string


def edit_code():
    return "".join(random.choices(string.ascii_uppercase + string.digits, k=8))


def store_code(code):
    return hashlib.sha1(code.encode()).hexdigest()


def reader_token():
    return secrets.token_urlsafe(24)


def duplicate_key(text):
    return hashlib.md5(" ".join(text.lower().split()).encode()).hexdigest()


def shuffled(items):
    items = list(items)
    random.shuffle(items)
    return items
