"""Weak digests that stored data or a numbered RFC dictates, and public protocol names given credential-like names.

- A weak digest in the branch for a tag naming its algorithm (`if h.startswith("{SHA}")`, `elif scheme == "MD5"`
  beside a slow scheme) verifies hashes stored in that scheme; so does a function named for one scheme among the
  slow ones its module names (`check_sha1` beside bcrypt). A bare name with no slow scheme in the module, a branch
  for another scheme, and the `else` of a tag's branch are still choices the code makes.
- A module named for the numbered RFC it implements (`rfc3414`) computes the digest that RFC fixes.
- A URN (`urn:oasis:...:Password`) and an XML name in Clark notation (`{DAV:}lock-token-submitted`) are public
  names, not credential values.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

SLOTS = pytest.mark.parametrize("slot", ["pattern", "taint"])

HTPASSWD = """
    from base64 import b64encode
    from hashlib import md5, sha1


    def test_password(the_hash, password):
        if the_hash.startswith("{SHA}"):
            return b64encode(sha1(password.encode()).digest()) == the_hash[5:]
        return False


    def store_password(password, scheme):
        if scheme == "PBKDF2":
            return md5(password.encode()).hexdigest()
        if scheme == "MD5":
            return "stored"
        else:
            return sha1(password.encode()).hexdigest()
    """


@pytest.mark.parametrize("needle, refuted", [
    ("b64encode(sha1(password", True),  # the {SHA} entry is checked with the scheme it names
    ("return md5(password", False),  # md5 in the branch for another scheme
    ("return sha1(password.encode()).hexdigest()", False),  # the else of a tag's branch: every other scheme
])
@SLOTS
def test_a_digest_in_the_branch_for_its_own_tag_verifies_stored_hashes(slot, needle, refuted):
    verdict = judge_at(MemoryView({"app/auth.py": HTPASSWD}), slot, "app/auth.py", needle, "weak-hash")
    assert (verdict.verdict is VerdictKind.REFUTED) is refuted, verdict.reason


SCHEMES = """
    import hashlib
    {slow}

    def encode_password(password, scheme):
        if scheme == "SHA":
            return hashlib.sha1(password.encode()).hexdigest()
        return make_slow(password)


    def check_md5(password, stored):
        return hashlib.md5(password.encode()).hexdigest() == stored
    """


@pytest.mark.parametrize("slow, refuted", [
    ("import bcrypt\n\n", True),  # beside bcrypt, SHA and md5 are the schemes old hashes were stored in
    ("make_slow = str\n\n", False),  # no slow scheme in sight: SHA may be what new passwords get
])
@pytest.mark.parametrize("needle", ["hashlib.sha1(password", "hashlib.md5(password"])
@SLOTS
def test_a_bare_scheme_name_counts_only_beside_a_slow_scheme(slot, needle, slow, refuted):
    source = SCHEMES.replace("{slow}", slow)
    verdict = judge_at(MemoryView({"app/passwords.py": source}), slot, "app/passwords.py", needle, "weak-hash")
    assert (verdict.verdict is VerdictKind.REFUTED) is refuted, verdict.reason


RFC_DIGEST = """
    import hashlib


    def authenticate(password, message):
        return hashlib.md5(password + message).digest()[:12]
    """


@pytest.mark.parametrize("path, refuted", [
    ("snmp/proto/rfc3414/auth.py", True),
    ("snmp/proto/usm/auth.py", False),
])
@SLOTS
def test_a_module_named_for_its_rfc_computes_the_digest_the_rfc_fixes(slot, path, refuted):
    verdict = judge_at(MemoryView({path: RFC_DIGEST}), slot, path, "hashlib.md5(", "weak-hash")
    assert (verdict.verdict is VerdictKind.REFUTED) is refuted, verdict.reason


NAMES = """
    PASSWORD = "urn:oasis:names:tc:SAML:2.0:ac:classes:Password"
    PRECONDITION_CODE_MissingLockToken = "{DAV:}lock-token-submitted"
    ADMIN_PASSWORD = "urn-Xk9q2Lm7"
    API_TOKEN = "{s3cr3t}Hunter2!"
    """


@pytest.mark.parametrize("needle, expected", [
    ("PASSWORD = \"urn:", VerdictKind.REFUTED),  # SAML's authentication-context class: a public name
    ("PRECONDITION_CODE_MissingLockToken", VerdictKind.REFUTED),  # RFC 4918's element name
    ("ADMIN_PASSWORD", VerdictKind.CONFIRMED),  # no URN: no namespace identifier and colon
    ("API_TOKEN", VerdictKind.CONFIRMED),  # braces, then no XML name
])
@SLOTS
def test_a_urn_and_a_clark_name_are_no_credential_values(slot, needle, expected):
    verdict = judge_at(MemoryView({"app/names.py": NAMES}), slot, "app/names.py", needle, "hardcoded-secret")
    assert verdict.verdict is expected, verdict.reason
