"""Credential literals the program itself refuses to run with: sentinels for "not configured".

Owns one question, asked by both slots when they judge a credential written in the code: is this string a value
the code compares the same name against, in the same scope, and stops on? Cowrie's CSIRTG output reads
`token = config.get("output_csirtg", "token", fallback="a1b2c3d4")` and then `if token == "a1b2c3d4": raise
ValueError`: wherever the literal is the token, the program stops before using it, so nobody's account is behind
it, whatever it looks like.

Only a branch that refuses counts: it raises, or calls something named for exiting or failing (`sys.exit`,
`abort(...)`). A return is no refusal: `if password == "hunter2": return True` is a back door, and a request hook's
`return None` lets the request through. The `if` must stand in the scope's own body, so it runs wherever the scope
goes on: `if token == "x" and not DEBUG: raise`, the same under an `if not DEBUG:`, or under any other branch, still
runs with the value when that branch is not taken.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator

from agent_providers.builtin.python_idioms import scopes
from agent_providers.builtin.taint_scope import dotted_name

# A call that ends the program or the request, by its last name (`sys.exit`, `abort`, `pytest.fail`); not a
# logger's `error`, which goes on.
_FAILS = re.compile(r"^_?(exit|abort|fail|die)", re.IGNORECASE)


def rejected_values(tree: ast.Module) -> frozenset[tuple[str, str, int]]:
    """(name, string, line) for each string literal written in a scope (the module's own statements, or one
    function's) that also stops when NAME holds that string: the sentinel, wherever that scope writes it (the
    fallback it reads NAME with, the comparison itself)."""
    found: set[tuple[str, str, int]] = set()
    for scope, nodes in scopes(tree):
        body = scope.body if isinstance(scope, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef) else []
        refused = {pair for node in body if isinstance(node, ast.If) and _refuses(node.body)
                   for pair in _equalities(node.test)}
        if not refused:
            continue
        for node in nodes:
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.update((name, value, node.lineno) for name, value in refused if value == node.value)
    return frozenset(found)


def rejected(found: frozenset[tuple[str, str, int]], name: str, value: str, line: int) -> bool:
    """Whether the string VALUE, written on LINE and given to NAME (`token`, `self.token`), is a sentinel of FOUND
    (see rejected_values)."""
    return (name.rpartition(".")[2], value, line) in found


def _equalities(test: ast.expr) -> Iterator[tuple[str, str]]:
    """The `name == "string"` comparisons (either side, or `name in ("a", "b")`) that make TEST true alone: TEST
    itself, or one of the parts of an `or`. A name is kept by its last part (`self.token` is `token`)."""
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or):
        for value in test.values:
            yield from _equalities(value)
        return
    if not isinstance(test, ast.Compare) or len(test.ops) != 1:
        return
    left, right, op = test.left, test.comparators[0], test.ops[0]
    if isinstance(op, ast.Eq):
        for subject, literal in ((left, right), (right, left)):
            name = dotted_name(subject)
            if name and isinstance(literal, ast.Constant) and isinstance(literal.value, str):
                yield name.rpartition(".")[2], literal.value
    elif isinstance(op, ast.In) and isinstance(right, ast.Tuple | ast.List | ast.Set):
        name = dotted_name(left)
        if name:
            for element in right.elts:
                if isinstance(element, ast.Constant) and isinstance(element.value, str):
                    yield name.rpartition(".")[2], element.value


def _refuses(body: list[ast.stmt]) -> bool:
    """Whether BODY, among its own statements, raises or calls something named for exiting or failing before it
    could return: it goes no further with the value."""
    for stmt in body:
        if isinstance(stmt, ast.Raise):
            return True
        if isinstance(stmt, ast.Return):
            return False
        if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) \
                and _FAILS.search((dotted_name(stmt.value.func) or "").rpartition(".")[2]):
            return True
    return False
