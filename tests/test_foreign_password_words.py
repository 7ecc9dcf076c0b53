"""A password is a password in any language, and a PIN is a short one.

Legacy code names its variables in its authors' language: a digest of `contrasena`, `kennwort` or `mot_de_passe`
stored in a table is a password stored as a fast hash, as one of `password` is. A PIN (`hash_pin(pin)`) is a
password of a few digits, brute-forced from its digest at once. A word that only contains one of these
(`pinned`, `spinner`) says nothing.
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
    """


@pytest.mark.parametrize("marker", ["# Spanish", "# German", "# a PIN"])
def test_a_digest_of_a_password_in_another_language_or_of_a_pin_protects_it(marker: str) -> None:
    verdict = judge_at(MemoryView({"app/accounts.py": ACCOUNTS}), "taint", "app/accounts.py", marker, "weak-hash")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


def test_a_word_that_only_holds_pin_says_nothing() -> None:
    verdict = judge_at(MemoryView({"app/accounts.py": ACCOUNTS}), "taint", "app/accounts.py",
                       "# a word that holds", "weak-hash")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason
