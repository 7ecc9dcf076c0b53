import hashlib

from werkzeug.security import check_password_hash, generate_password_hash


def hash_password(raw):
    return generate_password_hash(raw, method="scrypt")


def verify(stored, raw):
    return check_password_hash(stored, raw)


def avatar_url(email):
    digest = hashlib.md5(email.strip().lower().encode("utf-8")).hexdigest()
    return "https://www.gravatar.com/avatar/%s?d=identicon" % digest
