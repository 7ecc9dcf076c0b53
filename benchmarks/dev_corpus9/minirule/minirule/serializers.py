"""Signed binary snapshots of a Ruleset for fast worker start-up."""
import hashlib
import hmac
import pickle


class BadSignature(Exception):
    pass


def dumps(ruleset, key):
    data = pickle.dumps(ruleset, protocol=pickle.HIGHEST_PROTOCOL)
    return hmac.new(key, data, hashlib.sha256).digest() + data


def loads(blob, key):
    sig, data = blob[:32], blob[32:]
    expected = hmac.new(key, data, hashlib.sha256).digest()
    if not hmac.compare_digest(sig, expected):
        raise BadSignature("snapshot signature mismatch")
    return pickle.loads(data)
