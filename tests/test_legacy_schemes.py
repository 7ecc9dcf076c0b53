"""Weak digests that stored data or a numbered RFC dictates, and public protocol names given credential-like names.

- A weak digest in the branch for a tag naming its algorithm (`if h.startswith("{SHA}")`, `elif scheme == "MD5"`)
  verifies hashes stored in that scheme; so does a function named for one scheme (`check_sha1`) or for the legacy
  one (`create_legacy_password_hash`, a fast hash too); all only in a
  module that names a slow scheme and, in its code, the upgrade of stored hashes (`needs_upgrade`). A verifier that
  keeps the weak hash for good, a branch for another scheme, and the `else` of a tag's branch are still choices
  the code makes.
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
    import bcrypt
    from hashlib import md5, sha1


    def check(the_hash, password):
        if the_hash.startswith("{SHA}"):
            return sha1(password.encode()).hexdigest() == the_hash[5:], True
        return bcrypt.checkpw(password.encode(), the_hash.encode()), False


    def store_password(password, scheme):
        if scheme == "PBKDF2":
            return md5(password.encode()).hexdigest()
        if scheme == "MD5":
            return "stored"
        else:
            return sha1(password.encode("utf-8")).hexdigest()


    def login(users, name, password):
        ok, needs_upgrade = check(users[name], password)
        if ok and needs_upgrade:
            users[name] = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return ok
    """


@pytest.mark.parametrize("needle, refuted", [
    ("sha1(password.encode()).hexdigest() ==", True),  # the {SHA} entry is checked with the scheme it names
    ("return md5(password", False),  # md5 in the branch for another scheme
    ('return sha1(password.encode("utf-8"))', False),  # the else of a tag's branch: every other scheme
])
@SLOTS
def test_a_digest_in_the_branch_for_its_own_tag_verifies_stored_hashes(slot, needle, refuted):
    verdict = judge_at(MemoryView({"app/auth.py": HTPASSWD}), slot, "app/auth.py", needle, "weak-hash")
    assert (verdict.verdict is VerdictKind.REFUTED) is refuted, verdict.reason


@SLOTS
def test_a_legacy_hash_kept_for_good_still_protects_passwords(slot):
    kept = HTPASSWD.replace("needs_upgrade", "tagged")  # verified forever: nothing replaces the weak hash
    verdict = judge_at(MemoryView({"app/auth.py": kept}), slot, "app/auth.py", "sha1(password.encode()).hexdigest() ==",
                       "weak-hash")
    assert verdict.verdict is not VerdictKind.REFUTED, verdict.reason


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
    # beside bcrypt, with an upgrade, SHA and md5 are the schemes old hashes were stored in
    ("import bcrypt\n    rehash_on_login = True\n", True),
    ("import bcrypt\n", False),  # no upgrade: the weak hashes stay
    ("rehash_on_login = True\n", False),  # no slow scheme in sight: SHA may be what new passwords get
])
@pytest.mark.parametrize("needle", ["hashlib.sha1(password", "hashlib.md5(password"])
@SLOTS
def test_a_bare_scheme_name_counts_only_beside_a_slow_scheme(slot, needle, slow, refuted):
    source = SCHEMES.replace("{slow}", slow)
    verdict = judge_at(MemoryView({"app/passwords.py": source}), slot, "app/passwords.py", needle, "weak-hash")
    assert (verdict.verdict is VerdictKind.REFUTED) is refuted, verdict.reason


LEGACY_NAMED = """
    import hashlib
    {slow}

    def create_legacy_password_hash(password, salt):
        return hashlib.sha512(password.encode() + salt).hexdigest()


    def create_password_hash(password, salt):
        return hashlib.sha512(salt + password.encode()).hexdigest()
    """


@pytest.mark.parametrize("slow, needle, refuted", [
    # beside passlib, with an upgrade, the function named legacy checks hashes made before the move
    ("from passlib.hash import pbkdf2_sha256\n    migrate_on_login = True\n", "def create_legacy", True),
    ("from passlib.hash import pbkdf2_sha256\n    migrate_on_login = True\n", "def create_password", False),
    ("from passlib.hash import pbkdf2_sha256\n", "def create_legacy", False),  # nothing replaces it
    ("migrate_on_login = True\n", "def create_legacy", False),  # no slow scheme: it may be the only one
])
def test_a_fast_hash_in_a_function_named_legacy_checks_old_hashes(slow, needle, refuted):
    source = LEGACY_NAMED.replace("{slow}", slow)
    lines = source.splitlines()
    body = lines[next(i for i, text in enumerate(lines) if needle in text) + 1].strip()
    verdict = judge_at(MemoryView({"app/users.py": source}), "taint", "app/users.py", body, "weak-hash")
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


OWN_NAMES = """
    RULE_ADMIN_OR_TOKEN_SUBJECT = "rule:admin_or_token_subject"
    _ACCESS_TOKEN = "OS-OAUTH1:access_token"
    SERVICE_TOKEN = "svc:Qm8x2Lp0Zt"
    PASSWORD = "s3cure!Password"
    DEFAULTS = {"CLIENT_SECRET_GENERATOR_CLASS": "oauth2_provider.generators.ClientSecretGenerator"}
    CREDENTIALS = "com.cloudbees.plugins.credentials.CredentialsProvider."
    PERMISSIONS = {"credentials-create": "com.cloudbees.plugins.credentials.CredentialsProvider.Create"}
    SIGNING_TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"
    """


@pytest.mark.parametrize("needle, expected", [
    ("RULE_ADMIN_OR_TOKEN_SUBJECT", VerdictKind.REFUTED),  # a policy rule's name: its variable's name, spelt out
    ("_ACCESS_TOKEN", VerdictKind.REFUTED),  # a key's name behind a namespace
    ("SERVICE_TOKEN", VerdictKind.CONFIRMED),  # a namespace, then no name of its own: a value
    ("PASSWORD = \"s3", VerdictKind.CONFIRMED),  # one word in common is no name spelt out
    ("CLIENT_SECRET_GENERATOR_CLASS", VerdictKind.REFUTED),  # the import path of the class that makes secrets
    ("CREDENTIALS =", VerdictKind.REFUTED),  # a Java package and class, as a prefix ending in a dot
    ("credentials-create", VerdictKind.REFUTED),  # a Java class's member: a permission's name
    ("SIGNING_TOKEN", VerdictKind.CONFIRMED),  # a JWT's dotted base64 parts are no import path
])
@SLOTS
def test_a_value_spelling_its_own_name_or_an_import_path_is_no_credential(slot, needle, expected):
    verdict = judge_at(MemoryView({"app/names.py": OWN_NAMES}), slot, "app/names.py", needle, "hardcoded-secret")
    assert verdict.verdict is expected, verdict.reason


PRODUCT_FORMATS = """
    import hashlib


    def mysql_native_password(password):
        return "*" + hashlib.sha1(hashlib.sha1(password).digest()).hexdigest()


    def store_password(password):
        return "*" + hashlib.sha1(hashlib.sha1(password).digest()).hexdigest().upper()
    """


@pytest.mark.parametrize("path, needle, refuted", [
    ("app/formats.py", "hexdigest()\n", True),  # MySQL's format, computed as MySQL does
    ("app/formats.py", "hexdigest().upper()", False),  # a store of the program's own
    ("app/backends/mysql/auth.py", "hexdigest().upper()", False),  # a module path naming a database is no format
])
@SLOTS
def test_a_function_named_for_a_products_password_format_computes_that_format(slot, path, needle, refuted):
    view = MemoryView({path: PRODUCT_FORMATS})
    line = next(text for text in view.files[path].splitlines() if needle.rstrip("\n") in text
                and (not needle.endswith("\n") or text.endswith(needle.rstrip("\n"))))
    verdict = judge_at(view, slot, path, line.strip(), "weak-hash")
    assert (verdict.verdict is VerdictKind.REFUTED) is refuted, verdict.reason


LIBRARY_FORMATS = """
    import hashlib


    class mysql41(object):
        def _calc_checksum(self, secret):
            return hashlib.sha1(hashlib.sha1(secret).digest()).hexdigest().upper()


    def _raw_md5_crypt(pwd, salt):
        return hashlib.md5(pwd + salt + pwd).digest()


    class cisco_pix(object):
        def _calc_checksum(self, secret):
            return hashlib.md5(secret + b"pix").digest()


    class Account(object):
        def store(self, secret):
            return hashlib.md5(secret).hexdigest()
    """


@pytest.mark.parametrize("needle, refuted", [
    ("sha1(hashlib.sha1", True),  # MySQL 4.1's format, with its version in the class's name
    ("pwd + salt + pwd", True),  # crypt(3)'s MD5 scheme, named for its digest
    ("b\"pix\"", True),  # Cisco PIX's format
    ("md5(secret).hexdigest()", False),  # an account store of the program's own
])
@SLOTS
def test_a_class_or_function_named_for_a_versioned_format_or_a_crypt_scheme_computes_it(slot, needle, refuted):
    view = MemoryView({"passlib_like/handlers.py": LIBRARY_FORMATS})
    verdict = judge_at(view, slot, "passlib_like/handlers.py", needle, "weak-hash")
    assert (verdict.verdict is VerdictKind.REFUTED) is refuted, verdict.reason


FAST_FORMATS = """
    import hashlib


    def ssha256_passwd(password, salt):
        return hashlib.sha256(password + salt).hexdigest()


    def store_password(password, salt):
        return hashlib.sha256(password + salt).digest()
    """


@pytest.mark.parametrize("needle, refuted", [
    ("hexdigest()", True),  # the salted SHA-256 scheme, by its function's name
    (".digest()", False),  # a store of the program's own passwords with a fast hash
])
def test_a_fast_hash_in_a_function_named_for_its_scheme_implements_that_scheme(needle, refuted):
    verdict = judge_at(MemoryView({"app/formats.py": FAST_FORMATS}), "taint", "app/formats.py", needle, "weak-hash")
    assert (verdict.verdict is VerdictKind.REFUTED) is refuted, verdict.reason


TOOL_FILE = """
    import base64
    import hashlib
    import hmac

    import bcrypt


    class HtpasswdFile:
        def __init__(self, path):
            self.entries = dict(line.split(":", 1) for line in open(path).read().splitlines())

        def check(self, user, password):
            return verify(password, self.entries[user])


    def verify(password, hashed):
        if hashed.startswith("$2y$"):
            return bcrypt.checkpw(password.encode(), hashed.encode())
        if hashed.startswith("{SHA}"):
            digest = base64.b64encode(hashlib.sha1(password.encode()).digest()).decode()
            return hmac.compare_digest(digest, hashed[5:])
        return False


    def add_user(path, user, password):
        with open(path, "a") as out:
            out.write(user + ":" + hashlib.md5(password.encode()).hexdigest() + "\\n")
    """


@pytest.mark.parametrize(("source", "needle", "refuted"), [
    (TOOL_FILE, "hashlib.sha1(password", True),  # the {SHA} entries htpasswd -s wrote, checked as tagged
    (TOOL_FILE, "hashlib.md5(password", False),  # a weak digest this module writes itself
    (TOOL_FILE.replace("Htpasswd", "Users"), "hashlib.sha1(password", False),  # its own store: a choice it made
    (TOOL_FILE.replace("import bcrypt", "").replace("bcrypt.checkpw", "check_other"), "hashlib.sha1(password",
     False),  # no slow scheme beside it: the weak one may be all there is
])
@SLOTS
def test_a_tagged_entry_of_a_password_file_another_tool_writes_is_checked_as_tagged(slot, source, needle, refuted):
    """Apache's htpasswd writes `{SHA}` entries with -s and bcrypt ones with -B; a module reading such a file (a
    WebDAV server's Basic auth) verifies each entry with the scheme its tag names, as the web server does."""
    verdict = judge_at(MemoryView({"app/htpasswd.py": source}), slot, "app/htpasswd.py", needle, "weak-hash")
    assert (verdict.verdict is VerdictKind.REFUTED) is refuted, verdict.reason
