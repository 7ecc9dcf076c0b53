import hashlib
import hmac
import random


def backoff(attempt):
    return min(30.0, 0.5 * 2 ** attempt) + random.uniform(0, 0.5)


def dedup_key(payload: bytes) -> str:
    return "millrace:seen:" + hashlib.md5(payload).hexdigest()


def verify_signature(key: bytes, payload: bytes, sig_hex: str) -> bool:
    expected = hmac.new(key, payload, hashlib.sha256).hexdigest()
    return bool(key) and hmac.compare_digest(expected, sig_hex)


def unlock_digest(code: str) -> str:
    # laser cutter unlock codes are 6 digits typed on the machine keypad
    return hashlib.sha1(code.encode()).hexdigest()


def claim_token() -> str:
    return "%x" % random.getrandbits(48)
