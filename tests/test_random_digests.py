"""A digest of fresh random bytes spells them as text: its hash's weakness protects nothing (both faces)."""

from __future__ import annotations

import pytest

from agent_providers.builtin.random_digests import random_digest
from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

AUTH = {
    "web/auth.py": """
        import hashlib
        import os
        import random
        import uuid

        class Auth(object):
            def change_password(self, new_password):
                salt = hashlib.sha1(os.urandom(32)).hexdigest()
                digest = hashlib.sha1(salt.encode('utf-8'))
                digest.update(new_password.encode('utf8'))
                self.config['pwd_salt'] = salt
                self.config['pwd_sha1'] = digest.hexdigest()

            def session_id(self):
                return hashlib.md5(str(uuid.uuid4()).encode()).hexdigest()

            def weak_token(self, password):
                return hashlib.md5(os.urandom(8) + password.encode()).hexdigest()
        """,
}


def test_the_taint_slot_refutes_a_weak_hash_over_random_bytes_and_still_confirms_the_password_next_to_it():
    view = MemoryView(AUTH)
    salt = judge_at(view, "taint", "web/auth.py", "sha1(os.urandom(32))", "weak-hash")
    assert salt.verdict is VerdictKind.REFUTED, salt.reason
    assert "os.urandom()" in salt.reason
    session = judge_at(view, "taint", "web/auth.py", "uuid.uuid4()", "weak-hash")
    assert session.verdict is VerdictKind.REFUTED, session.reason
    password = judge_at(view, "taint", "web/auth.py", "digest = hashlib.sha1(salt", "weak-hash")
    assert password.verdict is VerdictKind.CONFIRMED, password.reason
    mixed = judge_at(view, "taint", "web/auth.py", "os.urandom(8) + password", "weak-hash")
    assert mixed.verdict is not VerdictKind.REFUTED, mixed.reason


def test_the_pattern_slot_still_raises_the_password_digest():
    lines = {f.primary.start_line for f in raised(MemoryView(AUTH), "pattern") if f.category == "weak-hash"}
    assert 8 in lines or 9 in lines


@pytest.mark.parametrize(("line", "source"), [
    ("salt = hashlib.sha1(os.urandom(32)).hexdigest()", "os.urandom"),
    ("key = hashlib.sha256(secrets.token_bytes(16)).digest()", "secrets.token_bytes"),
    ("sid = md5(uuid4().bytes).hexdigest()", "uuid4"),
    ("h = hashlib.new('md5', os.urandom(16))", "os.urandom"),
    ("h = hashlib.md5(str(random.random()).encode())", None),
    ("h = hashlib.md5(os.urandom(8) + password)", None),
    ("h = hashlib.md5(password)", None),
    ("return hashlib.md5(", None),
])
def test_which_lines_hash_only_fresh_random_bytes(line, source):
    assert random_digest(line) == source


FALLBACKS = {
    "ws/frames.py": """
        import os
        import random


        def masking_key():
            try:
                return bytearray(os.urandom(4))
            except NotImplementedError:
                return bytearray([random.randint(0, 255) for _ in range(4)])  # no randomness source at all


        def session_token():
            try:
                return os.urandom(16).hex()
            except Exception:
                return "%032x" % random.getrandbits(128)  # any error at all


        def reset_token():
            try:
                import secrets_backend
                return secrets_backend.token()
            except NotImplementedError:
                return "%032x" % random.getrandbits(128)  # no strong call was tried
        """,
}


@pytest.mark.parametrize(("marker", "refuted"), [("# no randomness source at all", True),
                                                 ("# any error at all", False),
                                                 ("# no strong call was tried", False)])
def test_a_weak_random_value_drawn_only_where_os_urandom_is_missing_is_refuted(marker, refuted):
    verdict = judge_at(MemoryView(FALLBACKS), "taint", "ws/frames.py", marker, "weak-random")
    assert (verdict.verdict is VerdictKind.REFUTED) is refuted, verdict.reason
    if refuted:
        assert "NotImplementedError" in verdict.reason


SESSIONS = """
    import hashlib
    import os
    import time

    import web


    class Store(object):
        def generate_session_id(self):
            rand = os.urandom(16)
            secret_key = self.config.secret_key
            return hashlib.sha1(("%s%s%s%s" % (rand, time.time(), web.ctx.ip, secret_key)).encode()).hexdigest()

        def signed_id(self, name):
            secret_key = self.config.secret_key
            return hashlib.sha1(("%s%s" % (name, secret_key)).encode()).hexdigest()

        def salted(self, password):
            salt = os.urandom(16)
            return hashlib.sha1(salt + password.encode()).hexdigest()

        def hash_password(self, p):
            salt = os.urandom(8)
            return hashlib.md5(salt + p.encode()).hexdigest()

        def keyed(self, user_secret):
            return hashlib.md5(os.urandom(4) + user_secret).hexdigest()

        def posted(self):
            secret = web.input()["pass"]
            return hashlib.sha1(os.urandom(8) + secret.encode()).hexdigest()

        def pinned(self, n):
            pin = self.pins[n]
            return hashlib.sha1(os.urandom(8) + pin).hexdigest()
    """


@pytest.mark.parametrize("needle, refuted", [
    ("(rand, time.time()", True),  # web.py's session id: a secret mixed with fresh bytes no one can guess
    ("(name, secret_key)", False),  # the secret with nothing random: a keyed digest built from a weak hash
    ("salt + password", False),  # a password with a random salt is still a password's digest
    ("salt + p.encode()", False),  # in a function named for passwords
    ("os.urandom(4) + user_secret", False),  # a caller's value mixed in
    ("os.urandom(8) + secret.encode()", False),  # a client's value mixed in
    ("os.urandom(8) + pin", False),  # named for a PIN
])
def test_a_secret_mixed_with_fresh_random_bytes_makes_a_token(needle, refuted):
    verdict = judge_at(MemoryView({"web/session.py": SESSIONS}), "taint", "web/session.py", needle, "weak-hash")
    assert (verdict.verdict is VerdictKind.REFUTED) is refuted, verdict.reason
