"""A command-line option (`"passphrase": "--passphrase-fd"`) or a JWS algorithm's name (`"client_secret_jwt":
"HS256"`) stored under a credential's name is what a tool or a protocol is told, not a secret: neither slot raises
it (the taint slot raises none; the pattern slot, raising what Bandit reports, confirms no finding on it).
A real password beside them still is."""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge_at, line_of, raised
from tickets.models import VerdictKind

SETTINGS = """
    FD_OPTIONS = {
        "passphrase": "--passphrase-fd",
        "logger": "--logger-fd",
    }

    DEF_SIGN_ALG = {
        "id_token": "RS256",
        "client_secret_jwt": "HS256",
    }

    GPG_PASSPHRASE = "--passphrase-fd"
    JWT_SECRET = "HS512"
    DB_PASSWORD = "Zq8vT2mLx9"
    """


def test_options_and_algorithm_names_are_no_secrets_for_either_slot() -> None:
    view = MemoryView({"settings.py": SETTINGS})
    lines = {f.locations[0].start_line for f in raised(view, "taint") if f.category == "hardcoded-secret"}
    assert lines == {line_of(view, "settings.py", "DB_PASSWORD")}
    for needle in ('"--passphrase-fd",', '"HS256"'):
        assert judge_at(view, "pattern", "settings.py", needle, "hardcoded-secret").verdict is not VerdictKind.CONFIRMED
    for needle in ("GPG_PASSPHRASE", "JWT_SECRET"):
        assert judge_at(view, "pattern", "settings.py", needle, "hardcoded-secret").verdict is VerdictKind.REFUTED
    assert judge_at(view, "pattern", "settings.py", "DB_PASSWORD", "hardcoded-secret").verdict is \
        VerdictKind.CONFIRMED
