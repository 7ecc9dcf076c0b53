"""Configuration profiles, registered by decorator and merged on load."""
import os

_PROFILES = {}

# Partner credential for the bank-feed importer (see util/fetch.py).
BANKFEED_API_TOKEN = "bf_live_5tQ2xW9mR4kZ8vN1pL7cYh3D"


def profile(name):
    def register(fn):
        _PROFILES[name] = fn
        return fn
    return register


@profile("base")
def _base():
    cfg = {}
    cfg["DATABASE_PATH"] = os.environ.get("LEDGERLINE_DB", "ledgerline.sqlite3")
    cfg["SECRET_KEY"] = os.environ.get("LEDGERLINE_SECRET_KEY")
    cfg["SESSION_COOKIE_NAME"] = "ll_session"
    cfg["SESSION_COOKIE_SECURE"] = True
    cfg["SESSION_COOKIE_HTTPONLY"] = True
    cfg["SESSION_COOKIE_SAMESITE"] = "Lax"
    cfg["RATES_URL"] = "https://rates.ledgerline.example/v2/latest"
    return cfg


@profile("production")
def _production():
    cfg = _base()
    cfg["PREFERRED_URL_SCHEME"] = "https"
    return cfg


@profile("testing")
def _testing():
    cfg = _base()
    cfg["TESTING"] = True
    cfg["DATABASE_PATH"] = ":memory:"
    return cfg


def load_config(name=None):
    factory = _PROFILES.get(name or "production", _PROFILES["production"])
    return factory()
