"""A weak digest a protocol fixes is not the program's choice: both slots refute it.

A challenge-response answer (the function, its object or its class handles a challenge or nonce a peer sent), and
code named for a protocol that fixes its digest (APOP, NTLM, XMPP's legacy digest), are refuted. A password stored
as its MD5 with a salt, or with a constant named MAGIC, is still confirmed.
"""

from __future__ import annotations

import pytest

from agent_providers.builtin.protocol_names import challenge_name, named_protocol
from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

MAIL = """
    import hashlib
    from hashlib import md5


    class APOPCredentials:
        def __init__(self, magic, username, digest):
            self.magic = magic
            self.username = username
            self.digest = digest

        def checkPassword(self, password):
            return md5(self.magic + password).hexdigest() == self.digest


    def respond(challenge, password):
        hashed = md5(password).digest()
        return md5(hashed + challenge).digest()


    class _AuthChallenger:
        def __init__(self, challenge):
            self.challenge = challenge

        def checkPassword(self, password):
            return self.checkHashed(md5(password).digest())

        def checkHashed(self, hashed):
            return hashed == self.expected


    SALT = "x81"
    MAGIC = "pepper"


    def store_password(password):
        return hashlib.md5((SALT + password).encode()).hexdigest()


    def store_with_magic(password):
        return hashlib.md5((MAGIC + password).encode()).hexdigest()
    """

NTLM = """
    import hashlib


    def nt_hash(password):
        return hashlib.new("md4", password.encode("utf-16-le")).digest()
    """


def _view() -> MemoryView:
    return MemoryView({"mailer/__init__.py": "", "mailer/pop3.py": MAIL, "mailer/ntlm.py": NTLM})


PROTOCOL = [
    ("mailer/pop3.py", "md5(self.magic + password)"),  # the class is named for APOP
    ("mailer/pop3.py", "hashed = md5(password).digest()"),  # respond(challenge, password)
    ("mailer/pop3.py", "return self.checkHashed(md5(password)"),  # the object keeps a challenge
    ("mailer/ntlm.py", 'hashlib.new("md4"'),  # the module is named for NTLM
]
STORED = ["hashlib.md5((SALT + password)", "hashlib.md5((MAGIC + password)"]


@pytest.mark.parametrize("slot", ["taint", "pattern"])
@pytest.mark.parametrize(("path", "needle"), PROTOCOL)
def test_a_digest_a_protocol_fixes_is_refuted_by_both_slots(slot, path, needle):
    verdict = judge_at(_view(), slot, path, needle, "weak-hash")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    assert "protocol" in verdict.reason or "challenge" in verdict.reason


@pytest.mark.parametrize("needle", STORED)
def test_a_password_stored_as_its_digest_is_still_confirmed(needle):
    verdict = judge_at(_view(), "taint", "mailer/pop3.py", needle, "weak-hash")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
    pattern = judge_at(_view(), "pattern", "mailer/pop3.py", needle, "weak-hash")
    assert pattern.verdict is not VerdictKind.REFUTED, pattern.reason


@pytest.mark.parametrize(("name", "protocol"), [
    ("APOPCredentials", "APOP"), ("ldap3/utils/ntlm.py", "NTLM"),
    ("twisted.words.protocols.jabber.xmlstream", "JABBER"),
    ("cram_md5_response", "CRAM"), ("UserManager", None), ("chapter_index", None), ("radiusd", None),
])
def test_names_of_protocols_that_fix_their_digest(name, protocol):
    assert named_protocol(name) == protocol


@pytest.mark.parametrize(("names", "found"), [
    (["password", "challenge"], "challenge"), (["serverChallenge"], "serverChallenge"), (["cnonce"], "cnonce"),
    (["MAGIC", "sid", "salt", "session"], None),
])
def test_names_of_a_challenge_a_peer_sent(names, found):
    assert challenge_name(names) == found


def test_a_fast_hash_of_a_password_in_a_challenge_response_is_the_protocols():
    code = ('import hashlib\n\n\n'
            'def scramble_caching_sha2(password, scramble):\n'
            '    p1 = hashlib.sha256(password).digest()\n'
            '    p2 = hashlib.sha256(p1).digest()\n'
            '    return bytes(a ^ b for a, b in zip(p1, hashlib.sha256(p2 + scramble).digest()))\n\n\n'
            'def store(password):\n'
            '    return hashlib.sha256(password.encode()).hexdigest()\n')
    view = MemoryView({"client/auth.py": code})
    verdict = judge_at(view, "taint", "client/auth.py", "p1 = hashlib.sha256(password)", "weak-hash")
    assert verdict.verdict is VerdictKind.REFUTED and "scramble" in verdict.reason, verdict.reason
    stored = judge_at(view, "taint", "client/auth.py", "return hashlib.sha256(password.encode())", "weak-hash")
    assert stored.verdict is VerdictKind.CONFIRMED, stored.reason
