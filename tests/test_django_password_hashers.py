"""Django's PASSWORD_HASHERS led by an unsalted or fast hasher stores every new password weakly (both slots).

Django hashes each password set or changed with the first hasher listed; the others only check hashes stored
before and upgrade them at the next login. So `UnsaltedMD5PasswordHasher` first is the defect, and the same name
listed after PBKDF2 is a migration done right. Test settings list `MD5PasswordHasher` first to make test runs
quick: production runs other settings.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

SETTINGS = """
    import os

    SECRET_KEY = os.environ["SECRET_KEY"]

    PASSWORD_HASHERS = [
        "django.contrib.auth.hashers.{first}",
        "django.contrib.auth.hashers.{second}",
    ]
    """


def _settings(first: str, second: str) -> str:
    return SETTINGS.replace("{first}", first).replace("{second}", second)


def _raised(path: str, source: str) -> list[int]:
    return [f.locations[0].start_line for f in raised(MemoryView({path: source}), "pattern")
            if f.category == "weak-hash"]


def test_the_pattern_slot_raises_a_weak_hasher_listed_first_and_only_then() -> None:
    assert _raised("site/settings.py", _settings("UnsaltedMD5PasswordHasher", "PBKDF2PasswordHasher")) == [6]
    assert _raised("site/settings.py", _settings("PBKDF2PasswordHasher", "UnsaltedMD5PasswordHasher")) == []
    replaced = _settings("MD5PasswordHasher", "PBKDF2PasswordHasher") + (
        '\n    PASSWORD_HASHERS = ["django.contrib.auth.hashers.Argon2PasswordHasher"]\n')
    assert _raised("site/settings.py", replaced) == []
    read = _settings("MD5PasswordHasher", "PBKDF2PasswordHasher") + '\n    PASSWORD_HASHERS = env.list("HASHERS")\n'
    assert _raised("site/settings.py", read) == []  # a list read at run time replaces it


@pytest.mark.parametrize(("path", "expected"), [
    ("site/settings.py", VerdictKind.CONFIRMED),
    ("site/settings/production.py", VerdictKind.CONFIRMED),
    ("site/settings/test.py", VerdictKind.REFUTED),  # a fast hasher for quick test runs
    ("site/settings_ci.py", VerdictKind.REFUTED),
    ("site/settings/unittest.py", VerdictKind.REFUTED),
    ("site/settings/e2e.py", VerdictKind.REFUTED),
    ("tests/settings.py", VerdictKind.REFUTED),
])
def test_the_taint_slot_confirms_it_where_production_runs(path, expected) -> None:
    view = MemoryView({path: _settings("SHA1PasswordHasher", "PBKDF2PasswordHasher")})
    verdict = judge_at(view, "taint", path, '"django.contrib.auth.hashers.SHA1PasswordHasher"', "weak-hash")
    assert verdict.verdict is expected, verdict.reason
