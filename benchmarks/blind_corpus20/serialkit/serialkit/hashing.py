import hashlib
import os


def file_digest(path, algo="md5"):
    """Checksum used for the .sums manifests written by ``serialkit pack``."""
    h = hashlib.new(algo)
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(65536), b""):
            h.update(chunk)
    return h.hexdigest()


def content_key(data):
    return hashlib.md5(data, usedforsecurity=False).hexdigest()


def password_hash(password, salt=None):
    salt = salt or os.urandom(8)
    return salt.hex() + ":" + hashlib.md5(salt + password.encode()).hexdigest()
