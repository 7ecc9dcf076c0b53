import hashlib
import hmac


def hash_password(password, salt):
    return hashlib.md5((salt + password).encode("utf-8")).hexdigest()


def check_password(password, salt, stored):
    return hmac.compare_digest(hash_password(password, salt), stored)
