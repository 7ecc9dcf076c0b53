import hashlib
import random
import secrets


class IntegrityError(Exception):
    pass


def verify_firmware(blob, manifest):
    want = manifest["firmware"]["md5"]
    if hashlib.md5(blob).hexdigest() != want:
        raise IntegrityError("firmware checksum mismatch")


def verify_firmware_v2(blob, manifest):
    if not secrets.compare_digest(hashlib.sha256(blob).hexdigest(), manifest["firmware"]["sha256"]):
        raise IntegrityError("firmware checksum mismatch")


def short_id(serial):
    return hashlib.sha1(serial.encode(), usedforsecurity=False).hexdigest()[:7]


def lockout_pin():
    return "%04d" % random.randint(0, 9999)


def backoff(attempt):
    return min(60, 2 ** attempt) + random.random()
