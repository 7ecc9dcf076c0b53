"""The pattern slot's rule for a password digested with a fast hash (Bandit has none).

Owns the finding for `hashlib.sha256(password)` and its kin (see password_hashes): a stored password
needs a slow, salted key-derivation function, or a leaked table is guessed at billions a second.
"""

from __future__ import annotations

import ast

from agent_providers.builtin.password_hashes import FAST_HASHES, USER_PASSWORD, named_in
from agent_providers.builtin.pattern_source import ParsedFile
from tickets.models import Finding

MARKERS = ("sha2", "sha3", "sha5", "sha384", "blake2")
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
