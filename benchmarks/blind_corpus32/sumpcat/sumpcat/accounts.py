"""Accounts on the club's survey wiki for newly joined members."""
import hashlib
import random
import string


def temporary_password(length=10):
    alphabet = string.ascii_letters + string.digits
    return "".join(random.choice(alphabet) for _ in range(length))


def wiki_password_hash(password):
    return hashlib.md5(password.encode()).hexdigest()


def bundle_fingerprint(data):
    return hashlib.md5(data).hexdigest()
