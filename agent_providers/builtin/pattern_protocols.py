"""Weak digests a protocol fixes, as the pattern slot reads them from the syntax around the call.

Owns where the slot looks: the module's path, the enclosing class and function names (a named protocol), and the
parameters, variables and attributes of the function and its class (a challenge a peer sent). What the names mean
is `protocol_names`'s.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from agent_providers.builtin import legacy_schemes
from agent_providers.builtin.pattern_source import ParsedFile
from agent_providers.builtin.protocol_names import (
    challenge_name,
    keyed_with_secret,
    named_protocol,
    product_format,
    service_endpoint,
)


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
    for where, name in (("class", cls.name if cls else ""), ("function", function.node.name if function else "")):
        product = product_format(name)
        if product:
            return (f"the {where} {name} computes {product}'s password format, which that product fixes: every "
                    "system that reads it computes the same digest")
    for scope in (function.node if function else None, cls):
        named = challenge_name(_names(scope)) if scope is not None else None
        if named and scope is not None:
            return (f"{scope.name} handles a challenge ({named}): the digest answers or checks a challenge-response "
                    "whose algorithm every peer shares, so the program cannot choose another")
    secret = keyed_with_secret(call.args)
    endpoint = service_endpoint(parsed.tree) if secret else None
    if secret and endpoint:
        return (f"the module is a client of {endpoint[2]}'s API ({endpoint[0]}, line {endpoint[1]}), and the digest "
                f"signs its data with the secret that service issued ({secret}): the service defines the signature "
                "and verifies the same digest, so the program cannot choose another algorithm")
    return None


def legacy_hash(parsed: ParsedFile, call: ast.Call) -> str | None:
    """Why the weak digest made by CALL verifies a scheme the stored data names (see legacy_schemes), or None: it
    runs in the branch for a tag naming its algorithm, or in a function named for that scheme beside a slow one."""
    algorithm = legacy_schemes.scheme_algorithm(parsed.call_name(call), call)
    if not algorithm:
        return None
    tests: list[ast.expr] = []
    node: ast.AST = call
    while node in parsed.parents and not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
        parent = parsed.parents[node]
        if isinstance(parent, ast.If) and any(node is stmt for stmt in parent.body):
            tests.append(parent.test)
        node = parent
    upgrade = legacy_schemes.upgrade_name(parsed.tree)
    tool_file = legacy_schemes.tool_file_name(parsed.tree)
    tag = legacy_schemes.tag_branch(tests, algorithm, parsed.text, upgrade or tool_file)
    if tag is not None:
        return (f"the digest runs only for data tagged {tag[0]} (line {tag[1]}): it verifies hashes stored in "
                f"that scheme, and {legacy_schemes.kept_by(upgrade, tool_file)}")
    function = parsed.function_at(call.lineno)
    named = function is not None and legacy_schemes.named_scheme(function.node.name, algorithm, parsed.text, upgrade)
    if function is not None and named:
        return (f"{function.node.name} implements the {algorithm} scheme, one of several this module verifies "
                f"beside a slow one, and upgrades the hashes it checks ({upgrade})")
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
