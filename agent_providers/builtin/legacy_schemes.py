"""Weak digests that verify a scheme the stored data names: one table and its lookups, shared by both slots.

A password store that moved to a slow scheme (PBKDF2, bcrypt, scrypt, Argon2, or passlib choosing one) still has
hashes written before the move, each tagged with the scheme that made it (`{SHA}`, `sha1$...`, a `scheme` column).
It verifies each with the scheme its tag names, and rehashes with the slow one on success. The weak digest is
computed because the data says so, not chosen for new secrets: a defect would lie in the default scheme, which
these lookups do not excuse.

Two shapes say so:
- the digest runs in the branch of an `if` that tests a value against a tag naming that digest's algorithm
  (`if the_hash.startswith("{SHA}")`, `elif scheme == "MD5"`);
- the digest runs in a function named for one scheme among several (`check_sha1`, `hash_md5`, `ssha`), or for the
  legacy one (`create_legacy_password_hash`, a fast SHA-512 kept to check hashes made before the move).
Either counts only in a module that also names a slow scheme and, in its code, the upgrade of a stored hash
(`needs_upgrade`, `needs_migration`, passlib's `verify_and_update`, a `new_hash`): a verifier that keeps the weak
hash for good (an old dashboard's `md5$` accounts checked forever) still protects passwords with it. Or, instead of
the upgrade, the module's code names the password file another tool writes (Apache's htpasswd: `htpasswd -s` writes
`{SHA}` entries, `htpasswd -B` bcrypt ones): a branch for a tag verifies the entries whoever made the file chose,
in the format that tool defines, as a web server reading the same file does.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Iterator

from agent_providers.builtin.password_hashes import FAST_HASHES
from agent_providers.builtin.protocol_names import words

# The tags each weak algorithm is stored under, lower case, without braces or dollars (LDAP's and Apache's
# `{SHA}`, `{SSHA}`, `{MD5}`, `{SMD5}`; Django's and trytond's `sha1$`, `md5$`).
_TAGS = {"md5": frozenset({"md5", "smd5"}), "sha1": frozenset({"sha", "sha1", "ssha"}), "md4": frozenset({"md4"})}
# A function's word for the older of a module's schemes, whatever its algorithm (`create_legacy_password_hash`).
_OLD_SCHEME = frozenset({"legacy"})
# A slow password scheme, named anywhere in the module: the weak one is kept beside it.
SLOW_SCHEME = re.compile(r"pbkdf2|bcrypt|scrypt|argon2|passlib|cryptcontext", re.IGNORECASE)
# A name in code (not a comment) for replacing a stored hash with a new one once its password is known.
_UPGRADE = re.compile(r"rehash|upgrade|migrat|verify_and_update|new_?hash|needs_update", re.IGNORECASE)
# A name in code for a password file another tool writes, in a format that tags each entry with its scheme.
_TOOL_FILE = re.compile(r"htpasswd", re.IGNORECASE)


def upgrade_name(tree: ast.AST) -> str:
    """The first name TREE's code gives the upgrade of a stored hash (a function, a variable, an attribute, a
    parameter: `needs_migration`, `verify_and_update`), or ""."""
    return _first_name(tree, _UPGRADE)


def tool_file_name(tree: ast.AST) -> str:
    """The first name TREE's code gives a password file another tool writes (`HtpasswdFile`, a parameter
    `htpasswd`), or "": its entries are verified with the scheme their tags name."""
    return _first_name(tree, _TOOL_FILE)


def _first_name(tree: ast.AST, pattern: re.Pattern[str]) -> str:
    """The first name of a function, class, variable, attribute or parameter in TREE that PATTERN matches, or ""."""
    for node in ast.walk(tree):
        name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else \
            node.name if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) else \
            node.arg if isinstance(node, ast.arg) else ""
        if name and pattern.search(name):
            return name
    return ""


def kept_by(upgrade: str, tool_file: str) -> str:
    """Why a store's hashes in a weak scheme are not its choice: it upgrades them (UPGRADE, the name `upgrade_name`
    found), or they are the entries of a password file another tool writes (TOOL_FILE, `tool_file_name`'s)."""
    return f"the module upgrades such hashes ({upgrade})" if upgrade else \
        f"the entries are another tool's, in the password file the module reads ({tool_file})"


def tag_branch(tests: Iterable[ast.expr], algorithm: str, module_text: str, upgrade: str) -> tuple[str, int] | None:
    """The tag naming ALGORITHM (and the line it is written on) that one of TESTS (the conditions of the `if`
    branches a digest runs in) compares a value with, in a module that names a slow scheme and either upgrades
    stored hashes or reads a password file another tool writes (UPGRADE: the name `upgrade_name` or
    `tool_file_name` found); or None."""
    if not upgrade or not SLOW_SCHEME.search(module_text):
        return None
    for test in tests:
        for literal in _compared_literals(test):
            text = str(literal.value)
            if _names(text, algorithm):
                return text, literal.lineno
    return None


def named_scheme(function: str, algorithm: str, module_text: str, upgrade: str) -> bool:
    """FUNCTION (a function's name) names ALGORITHM, or calls itself the legacy scheme (`create_legacy_password_hash`),
    as one scheme among the slow ones its module also names, in a module that upgrades stored hashes (UPGRADE, the
    name `upgrade_name` found)."""
    tags = _TAGS.get(algorithm, frozenset()) | _OLD_SCHEME
    return bool(upgrade) and any(word in tags for word in words(function).lower().split()) \
        and bool(SLOW_SCHEME.search(module_text))


def weak_algorithm(canon: str, call: ast.Call) -> str:
    """md5, sha1 or md4 for a weak-hash call named CANON (hashlib.md5, hashlib.new("md5"), Crypto.Hash.MD5.new),
    or ""."""
    canon = canon.lower()
    if canon == "hashlib.new" and call.args and isinstance(call.args[0], ast.Constant):
        canon = str(call.args[0].value).lower()
    return next((name for name in ("md5", "sha1", "md4") if name in canon), "sha1" if canon.endswith("sha.new") else "")


def scheme_algorithm(canon: str, call: ast.Call) -> str:
    """md5, sha1 or md4 for a weak-hash call (see weak_algorithm), or a fast hash's own name (sha512) for one of
    FAST_HASHES: the algorithm a legacy scheme's digest would be named for; "" for any other call."""
    return weak_algorithm(canon, call) or (canon.rsplit(".", 1)[-1] if canon in FAST_HASHES else "")


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
