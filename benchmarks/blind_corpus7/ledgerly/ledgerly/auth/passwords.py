import hashlib
import hmac


def hash_password(password, salt):
    return hashlib.md5((salt + password).encode("utf-8")).hexdigest()


def check_password(stored, password):
    salt, _, digest = stored.partition("$")
    return hmac.compare_digest(hash_password(password, salt), digest)


def make_stored(password, salt):
    return "%s$%s" % (salt, hash_password(password, salt))
