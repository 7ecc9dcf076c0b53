"""A password is a password in any language, and a PIN is a short one.

Legacy code names its variables in its authors' language: a digest of `contrasena`, `kennwort` or `mot_de_passe`
stored in a table is a password stored as a fast hash, as one of `password` is. A PIN (`hash_pin(pin)`) is a
password of a few digits, brute-forced from its digest at once. A word that only contains one of these
(`pinned`, `spinner`) says nothing; nor does a word that starts with `pw` (`pwm_duty`), though `pw` alone is one.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

ACCOUNTS = """
    import hashlib


    def alta_editor(db, usuario, contrasena):
        resumen = hashlib.md5(contrasena.encode("latin-1")).hexdigest()  # Spanish
        db.execute("INSERT INTO editores VALUES (?, ?)", (usuario, resumen))


    def konto_anlegen(db, name, kennwort):
        db.execute("INSERT INTO konten VALUES (?, ?)", (name, hashlib.sha1(kennwort.encode()).hexdigest()))  # German


    def hash_pin(pin):
        return hashlib.sha1(pin.encode("utf-8")).hexdigest()  # a PIN


    def spinner_frame(spinner):
        return hashlib.md5(spinner.encode()).hexdigest()  # a word that holds "pin"


    def check(pw, stored):
        return hashlib.md5(pw.encode()).hexdigest() == stored  # pw, a password's abbreviation


    def frame(pwm_duty):
        return hashlib.md5(str(pwm_duty).encode()).hexdigest()  # a word that starts with "pw"
    """


@pytest.mark.parametrize("marker", ["# Spanish", "# German", "# a PIN", "# pw, a password's"])
def test_a_digest_of_a_password_in_another_language_or_of_a_pin_protects_it(marker: str) -> None:
    verdict = judge_at(MemoryView({"app/accounts.py": ACCOUNTS}), "taint", "app/accounts.py", marker, "weak-hash")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


@pytest.mark.parametrize("marker", ["# a word that holds", "# a word that starts with"])
def test_a_word_that_only_holds_pin_or_pw_says_nothing(marker: str) -> None:
    verdict = judge_at(MemoryView({"app/accounts.py": ACCOUNTS}), "taint", "app/accounts.py", marker, "weak-hash")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


def test_a_function_named_for_a_pin_may_make_it_from_a_digest() -> None:
    """Werkzeug's debugger derives its PIN from a digest of the machine's identifiers: the function is named for
    the PIN, the value hashed is none (only a value named for one is a PIN stored as its digest)."""
    code = """
    import hashlib


    def get_pin_and_cookie_name(machine_id, user):
        h = hashlib.sha1()  # makes the PIN
        h.update(machine_id + user)
        return h.hexdigest()[:9]
    """
    verdict = judge_at(MemoryView({"app/debug.py": code}), "taint", "app/debug.py", "# makes the PIN", "weak-hash")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason
