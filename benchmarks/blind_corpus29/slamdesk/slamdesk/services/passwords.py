import hashlib
import hmac


def check(password, stored):
    digest = hashlib.sha256(password.encode()).hexdigest()
    return hmac.compare_digest(digest, stored)


def board_fingerprint(pbn_text):
    return hashlib.md5(pbn_text.encode()).hexdigest()
