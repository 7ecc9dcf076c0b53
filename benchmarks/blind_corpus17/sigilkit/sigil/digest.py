import hashlib
import os


def password_digest(password: str, salt: bytes | None = None) -> str:
    salt = salt or os.urandom(8)
    return salt.hex() + "$" + hashlib.sha1(salt + password.encode("utf-8")).hexdigest()


def etag(data: bytes) -> str:
    return '"%s"' % hashlib.new("md5", data, usedforsecurity=False).hexdigest()
