import hashlib
import hmac
import os

SALT = os.environ.get("KILNLOG_PW_SALT", "kilnlog")


def hash_password(password):
    return hashlib.sha256((SALT + password).encode("utf-8")).hexdigest()


def verify(password, stored):
    return hmac.compare_digest(hash_password(password), stored or "")
