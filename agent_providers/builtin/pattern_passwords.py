"""The pattern slot's rule for a password digested with a fast hash (Bandit has none).

Owns the finding for `hashlib.sha256(password)` and its kin (see password_hashes): a stored password
needs a slow, salted key-derivation function, or a leaked table is guessed at billions a second.
"""

from __future__ import annotations

import ast

from agent_providers.builtin.password_hashes import FAST_HASHES, USER_PASSWORD, first_weak_hasher, named_in
from agent_providers.builtin.pattern_source import ParsedFile
from tickets.models import Finding

MARKERS = ("sha2", "sha3", "sha5", "sha384", "blake2")
HASHERS_MARKER = "PASSWORD_HASHERS"
_FIX = "Store passwords with a slow, salted key-derivation function: bcrypt, scrypt, Argon2 or hashlib.pbkdf2_hmac."


def findings(parsed: ParsedFile) -> list[Finding]:
    """One finding per fast hash whose first argument names a user's password."""
    out = []
    for call in parsed.calls:
        if parsed.call_name(call) not in FAST_HASHES or not call.args:
            continue
        typed = named_in(call.args[0], USER_PASSWORD)
        if typed:
            out.append(_finding(parsed, call, typed))
    return out


def hasher_findings(parsed: ParsedFile) -> list[Finding]:
    """A finding at the first entry of Django's PASSWORD_HASHERS when it is an unsalted or fast hasher."""
    first = first_weak_hasher(parsed.tree)
    if first is None:
        return []
    line, hasher = first
    name = hasher.rpartition(".")[2]
    return [parsed.finding(
        line, line, rule_id="pattern.weak-django-hasher", category="weak-hash",
        title=f"Django hashes new passwords with {name}", cwe=916,
        claim=(f"Line {line} of {parsed.path} lists {name} first in PASSWORD_HASHERS: Django hashes every password "
               "set or changed with it, an unsalted or single fast digest that a leaked table gives up at once."),
        note=f"{name}, first in PASSWORD_HASHERS", fix=_HASHER_FIX)]


_HASHER_FIX = ("List a slow hasher first (Argon2PasswordHasher, PBKDF2PasswordHasher); keep the old one later in the "
               "list only to check, and upgrade, hashes stored before.")


def _finding(parsed: ParsedFile, call: ast.Call, typed: str) -> Finding:
    start = call.lineno
    symbol = parsed.symbol_at(start)
    name = parsed.call_name(call)
    return parsed.finding(
        start, start, rule_id="pattern.fast-password-hash", category="weak-hash",
        title=f"Password hashed with a fast hash ({name}) in {symbol}", cwe=916,
        claim=(f"Line {start} of {parsed.path} ({symbol}) digests {typed} with {name}, a hash built to be fast: a "
               "leaked digest is guessed at billions of tries a second."),
        note=f"{name} over {typed}", fix=_FIX)
