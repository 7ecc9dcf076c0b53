"""Firing-profile import/export."""
import hashlib
import hmac
import os
import pickle

PROFILE_KEY = os.environ.get("KILNLOG_PROFILE_KEY", "").encode()


def import_legacy_profile(fileobj):
    """kilnlog 1.x exported profiles as plain pickles; members upload them here."""
    return pickle.load(fileobj)


def dump_signed(profile):
    payload = pickle.dumps(profile, protocol=4)
    return hmac.new(PROFILE_KEY, payload, hashlib.sha256).digest() + payload


def load_signed(blob):
    sig, payload = blob[:32], blob[32:]
    expected = hmac.new(PROFILE_KEY, payload, hashlib.sha256).digest()
    if not PROFILE_KEY or not hmac.compare_digest(sig, expected):
        raise ValueError("bad profile signature")
    return pickle.loads(payload)
