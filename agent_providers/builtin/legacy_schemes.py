"""Weak digests that verify a scheme the stored data names: one table and its lookups, shared by both slots.

A password store that moved to a slow scheme (PBKDF2, bcrypt, scrypt, Argon2, or passlib choosing one) still has
hashes written before the move, each tagged with the scheme that made it (`{SHA}`, `sha1$...`, a `scheme` column).
It verifies each with the scheme its tag names, and rehashes with the slow one on success; a file format's entries
(Apache's htpasswd `{SHA}` lines) carry their scheme the same way. The weak digest is computed because the data
says so, not chosen for new secrets: a defect would lie in the default scheme, which these lookups do not excuse.

Two shapes say so:
- the digest runs in the branch of an `if` that tests a value against a tag naming that digest's algorithm
  (`if the_hash.startswith("{SHA}")`, `elif scheme == "MD5"`);
- the digest runs in a function named for one scheme among several (`check_sha1`, `hash_md5`, `ssha`).
A tag in the form stored data writes it (`{SHA}`, `$md5$`) says so alone; a bare name (`"MD5"`) or a function's
name only in a module that also names a slow scheme, so that the weak one is one choice among others.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Iterator

from agent_providers.builtin.protocol_names import words

# The tags each weak algorithm is stored under, lower case, without braces or dollars (LDAP's and Apache's
# `{SHA}`, `{SSHA}`, `{MD5}`, `{SMD5}`; Django's and trytond's `sha1$`, `md5$`).
_TAGS = {"md5": frozenset({"md5", "smd5"}), "sha1": frozenset({"sha", "sha1", "ssha"}), "md4": frozenset({"md4"})}
_TAG_FORM = re.compile(r"^(\{\w+\}|\$?\w+\$)$")
# A slow password scheme, named anywhere in the module: the weak one is kept beside it.
SLOW_SCHEME = re.compile(r"pbkdf2|bcrypt|scrypt|argon2|passlib|cryptcontext", re.IGNORECASE)


def tag_branch(tests: Iterable[ast.expr], algorithm: str, module_text: str) -> tuple[str, int] | None:
    """The tag naming ALGORITHM (and the line it is written on) that one of TESTS (the conditions of the
    `if` branches a digest runs in) compares a value with, or None."""
    for test in tests:
        for literal in _compared_literals(test):
            text = str(literal.value)
            if _names(text, algorithm) and (_TAG_FORM.match(text) or SLOW_SCHEME.search(module_text)):
                return text, literal.lineno
    return None


def named_scheme(function: str, algorithm: str, module_text: str) -> bool:
    """FUNCTION (a function's name) names ALGORITHM as one scheme among the slow ones its module also names."""
    tags = _TAGS.get(algorithm, frozenset())
    return any(word in tags for word in words(function).lower().split()) and bool(SLOW_SCHEME.search(module_text))


def weak_algorithm(canon: str, call: ast.Call) -> str:
    """md5, sha1 or md4 for a weak-hash call named CANON (hashlib.md5, hashlib.new("md5"), Crypto.Hash.MD5.new),
    or ""."""
    canon = canon.lower()
    if canon == "hashlib.new" and call.args and isinstance(call.args[0], ast.Constant):
        canon = str(call.args[0].value).lower()
    return next((name for name in ("md5", "sha1", "md4") if name in canon), "sha1" if canon.endswith("sha.new") else "")


def _names(literal: str, algorithm: str) -> bool:
    return literal.strip("{}$").lower() in _TAGS.get(algorithm, frozenset())


def _compared_literals(test: ast.expr) -> Iterator[ast.Constant]:
    """Strings TEST checks a value equals, is among, or starts with (`x == "MD5"`, `x in ("SHA", "SSHA")`,
    `h.startswith("{SHA}")`), through `and`, `or` and `not`."""
    for node in ast.walk(test):
        if isinstance(node, ast.Compare) and all(isinstance(op, (ast.Eq, ast.In)) for op in node.ops):
            for side in (node.left, *node.comparators):
                yield from _strings(side)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "startswith":
            for arg in node.args[:1]:
                yield from _strings(arg)


def _strings(node: ast.expr) -> Iterator[ast.Constant]:
    items = node.elts if isinstance(node, (ast.Tuple, ast.List, ast.Set)) else [node]
    yield from (item for item in items if isinstance(item, ast.Constant) and isinstance(item.value, str))
