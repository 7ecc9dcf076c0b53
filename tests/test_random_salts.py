"""A random value bound first as a salt keeps that purpose: hashed into the digest it seasons, it is still the salt,
kept in clear beside it, which must differ rather than be unguessable. A value bound first as a secret stays one."""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

CODE = {
    "ldapish/entry.py": """
        import base64
        import random
        from hashlib import md5, sha1


        def ssha_digest(passphrase, salt=None):
            if salt is None:
                salt = ""
                for i in range(8):
                    salt += chr(random.randint(0, 127))
                salt = salt.encode("ascii")
            s = sha1()
            s.update(passphrase)
            s.update(salt)
            crypt = b"{SSHA}" + base64.encodebytes(s.digest() + salt).rstrip()
            return crypt


        def generate_token(password):
            salt = "".join(random.choices("abcdef0123456789", k=6))
            return md5((password + salt).encode()).hexdigest(), salt


        def reset_code(user):
            nonce = str(random.getrandbits(64))
            salt = nonce[:4]
            user.reset_code = nonce
            return salt
        """,
}


def test_a_random_salt_hashed_into_a_password_digest_is_refuted_as_no_secret():
    verdict = judge_at(MemoryView(CODE), "taint", "ldapish/entry.py", "random.randint(0, 127)", "weak-random")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    assert "bound first as salt" in verdict.reason


def test_a_salt_made_in_a_function_named_for_the_token_it_seasons_is_still_a_salt():
    """`def generate_token(password): salt = ...; return md5(password + salt), salt` (beets' Subsonic plugins)."""
    verdict = judge_at(MemoryView(CODE), "taint", "ldapish/entry.py", "random.choices(", "weak-random")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason


def test_a_random_secret_later_cut_into_a_salt_is_still_confirmed():
    verdict = judge_at(MemoryView(CODE), "taint", "ldapish/entry.py", "random.getrandbits(64)", "weak-random")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
