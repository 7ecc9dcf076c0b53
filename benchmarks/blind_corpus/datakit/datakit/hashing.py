import hashlib
import os


def fingerprint(rows):
    """Cheap content fingerprint used to skip re-uploading identical batches."""
    h = hashlib.md5()
    for row in rows:
        h.update(repr(row).encode("utf-8"))
    return h.hexdigest()


def hash_secret(secret, salt=None):
    """Hash an API secret for storage.  Returns (salt, digest)."""
    salt = salt or os.urandom(8).hex()
    return salt, hashlib.sha1((salt + secret).encode("utf-8")).hexdigest()


def verify_secret(secret, salt, digest):
    return hash_secret(secret, salt)[1] == digest


def stable_bucket(key, buckets=64):
    return int(hashlib.sha1(key.encode("utf-8")).hexdigest()[:8], 16) % buckets
