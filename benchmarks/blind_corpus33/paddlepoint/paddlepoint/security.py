"""Password checks and the codes handed to customers."""
import hashlib
import hmac
import random
import secrets
import string

CODE_ALPHABET = string.ascii_uppercase + string.digits


def hash_password(password, salt):
    return hashlib.sha1((salt + password).encode("utf-8")).hexdigest()


def check_password(password, salt, stored):
    return hmac.compare_digest(hash_password(password, salt), stored)


def remember_token():
    return secrets.token_urlsafe(32)


def waiver_code():
    return "".join(random.choices(CODE_ALPHABET, k=8))


def etag_for(payload):
    return '"%s"' % hashlib.md5(payload).hexdigest()
