"""Weak digests a protocol fixes, as the pattern slot reads them from the syntax around the call.

Owns where the slot looks: the module's path, the enclosing class and function names (a named protocol), and the
parameters, variables and attributes of the function and its class (a challenge a peer sent). What the names mean
is `protocol_names`'s.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from agent_providers.builtin.pattern_source import ParsedFile
from agent_providers.builtin.protocol_names import challenge_name, named_protocol


def protocol_hash(parsed: ParsedFile, call: ast.Call) -> str | None:
    """Why the weak digest made by CALL is a protocol's, or None."""
    function = parsed.function_at(call.lineno)
    cls = parsed.class_of(function) if function is not None else None
    for where, name in (("module", parsed.path), ("class", cls.name if cls else ""),
                        ("function", function.node.name if function else "")):
        protocol = named_protocol(name)
        if protocol:
            return (f"the {where} {name} implements {protocol}, a protocol that fixes this digest: every peer "
                    "computes the same one, so the program cannot choose another algorithm")
    for scope in (function.node if function else None, cls):
        named = challenge_name(_names(scope)) if scope is not None else None
        if named and scope is not None:
            return (f"{scope.name} handles a challenge ({named}): the digest answers or checks a challenge-response "
                    "whose algorithm every peer shares, so the program cannot choose another")
    return None


def _names(scope: ast.AST) -> Iterator[str]:
    """The parameters, variables and attributes SCOPE writes or reads."""
    for node in ast.walk(scope):
        if isinstance(node, ast.arg):
            yield node.arg
        elif isinstance(node, ast.Name):
            yield node.id
        elif isinstance(node, ast.Attribute):
            yield node.attr
