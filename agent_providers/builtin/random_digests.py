"""Digests of fresh random bytes: `hashlib.sha1(os.urandom(32)).hexdigest()`.

Owns one question, read from one line's syntax: does the line hash nothing but bytes the operating system's
generator just drew (`os.urandom`, the `secrets` module, `uuid.uuid4()`)? Such a digest is only a way to
spell random bytes as text (a salt, a session id, a nonce): no password or message goes in, so the hash's
weakness protects nothing; what it is worth is the randomness, and that is the strong generator's. A digest
over the random bytes and anything else (`md5(os.urandom(8) + password)`) is not this.

Owns a second question, about a module's tree: which code runs only when the operating system's generator is
missing? `try: key = os.urandom(4) except NotImplementedError: key = [random.randint(0, 255) ...]` draws from the
predictable generator only where `os.urandom` raises, on a system with no randomness source at all; everywhere else
the strong generator makes the value.
"""

from __future__ import annotations

import ast

from agent_providers.builtin.taint_scope import dotted_name

# Calls that return bytes or text drawn from the operating system's generator.
_FRESH_RANDOM = frozenset({"os.urandom", "secrets.token_bytes", "secrets.token_hex", "secrets.token_urlsafe",
                           "uuid.uuid4", "uuid4"})
# Calls that only re-spell their argument (`str(uuid.uuid4())`, `token.encode()`, `uuid4().bytes`).
_RESPELLINGS = frozenset({"str", "bytes", "repr", "encode", "hex"})
_RESPELT_ATTRIBUTES = frozenset({"bytes", "hex"})
_HASH_CONSTRUCTORS = frozenset({"md5", "sha1", "sha224", "sha256", "new"})


def random_digest(line: str) -> str | None:
    """The random source when LINE (one statement's text) hashes only fresh random bytes, else None."""
    try:
        tree = ast.parse(line.strip())
    except SyntaxError:
        return None
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _dotted(node.func).rpartition(".")[2] in _HASH_CONSTRUCTORS:
            data = node.args[1:] if _dotted(node.func).endswith(".new") else node.args
            if len(data) == 1 and (source := _fresh(data[0])) is not None:
                return source
    return None


def _fresh(node: ast.expr) -> str | None:
    """The random call NODE only re-spells, if any."""
    while True:
        if isinstance(node, ast.Attribute) and node.attr in _RESPELT_ATTRIBUTES:
            node = node.value
        elif isinstance(node, ast.Call) and _dotted(node.func) in _FRESH_RANDOM:
            return _dotted(node.func)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _RESPELLINGS:
            node = node.func.value
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _RESPELLINGS \
                and len(node.args) == 1:
            node = node.args[0]
        else:
            return None


# What os.urandom raises where the system has no randomness source (and what Python 2's raised for it).
_NO_SOURCE = frozenset({"NotImplementedError"})


def urandom_fallbacks(tree: ast.AST) -> list[tuple[int, int, int]]:
    """(first line, last line, the strong call's line) of each handler that runs only when the operating system's
    generator is missing: it catches NotImplementedError, and the `try` body draws from that generator."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Try):
            continue
        strong = [call.lineno for stmt in node.body for call in ast.walk(stmt)
                  if isinstance(call, ast.Call) and (_dotted(call.func) in _FRESH_RANDOM
                                                     or _dotted(call.func).endswith("SystemRandom"))]
        if not strong:
            continue
        for handler in node.handlers:
            caught = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
            if caught and all(item is not None and _dotted(item).rpartition(".")[2] in _NO_SOURCE for item in caught):
                found.append((handler.body[0].lineno, handler.end_lineno or handler.lineno, strong[0]))
    return found


def _dotted(node: ast.expr) -> str:
    return dotted_name(node) or ""
