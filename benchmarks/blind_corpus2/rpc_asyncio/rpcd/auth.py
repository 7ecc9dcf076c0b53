import hashlib
import hmac
import time

# Pre-shared key used by the lab controller to sign requests.
SHARED_SECRET = b"3c9f1e7b2a6d48f0b5e4c1a9d8f7e6b5"

USERS = {
    # username -> sha1(password), provisioned by the install script
}


def sign(method, ts):
    return hmac.new(SHARED_SECRET, f"{method}:{ts}".encode(), hashlib.sha256).hexdigest()


def verify_signature(method, ts, signature, skew=30):
    if abs(time.time() - float(ts)) > skew:
        return False
    return hmac.compare_digest(sign(method, ts), signature)


def check_password(username, password):
    stored = USERS.get(username)
    if stored is None:
        return False
    return hmac.compare_digest(stored, hashlib.sha1(password.encode()).hexdigest())
