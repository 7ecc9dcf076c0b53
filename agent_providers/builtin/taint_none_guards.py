"""Which of a function's parameters a branch runs only without: the sinks under `if data is None:`.

Owns reading a branch's condition for the parameters it needs left out. A function that takes a
file's name or its contents (`def __init__(self, filename, data=None)`) opens the name only in the
branch its callers skip by handing the contents:

    if data is None:
        with open(filename, "rb") as handle:
            data = handle.read()

A parameter's sink recorded there carries `ParamSink.unless`, the positions of those parameters, and a
call that gives one of them a value (anything but the literal `None`) does not reach the sink. A call
that omits it, passes `None`, or spreads `*args`/`**kwargs` still does; a call handing on its own
parameter carries the condition to its own callers (taint_expr `summary_sinks`).

Conditions read: `p is None`, `p == None` (the then-branch runs without P); `p is not None`, `p != None`
(the else-branch, and the rest of a block after a then-branch that always returns or raises); `and` of
such tests for a then-branch, `or` of them for an else-branch. A truth test (`if data:`) is not read: a
flag the caller passes may be false. Only a parameter still holding what the caller gave counts (its
name not yet assigned another value).
"""

from __future__ import annotations

import ast

from agent_providers.builtin.taint_facts import PARAM, Fact


def is_none(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def none_tested(test: ast.expr) -> tuple[set[str], set[str]]:
    """The names TEST's then-branch runs only when None, and those its else-branch does. Truth tests (`if data:`,
    `if not strict:`) are not read: a caller's argument may be false (a flag, an empty string) as well as None."""
    if (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.left, ast.Name)
            and is_none(test.comparators[0])):
        if isinstance(test.ops[0], (ast.Is, ast.Eq)):
            return {test.left.id}, set()
        if isinstance(test.ops[0], (ast.IsNot, ast.NotEq)):
            return set(), {test.left.id}
    if isinstance(test, ast.BoolOp):
        parts = [none_tested(value) for value in test.values]
        if isinstance(test.op, ast.And):
            return set().union(*(then for then, _ in parts)), set()
        return set(), set().union(*(otherwise for _, otherwise in parts))
    return set(), set()


def first_stores(function: ast.AST) -> dict[str, int]:
    """Each name FUNCTION assigns (or binds in a loop, a `with`, an `except`, a walrus) -> the first such line."""
    lines: dict[str, int] = {}
    for node in ast.walk(function):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            lines[node.id] = min(lines.get(node.id, node.lineno), node.lineno)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            lines[node.name] = min(lines.get(node.name, node.lineno), node.lineno)
    return lines


def given_parameters(names: set[str], order: tuple[str, ...], state: dict[str, Fact], stores: dict[str, int],
                     line: int) -> tuple[int, ...]:
    """The positions of NAMES that are parameters (ORDER) still holding what the caller gave at LINE: assigned
    nowhere before it (STORES, from `first_stores`), and holding only the parameter in STATE."""
    positions = []
    for name in sorted(names):
        if name not in order or stores.get(name, line + 1) <= line:
            continue
        position = order.index(name)
        fact = state.get(name)
        if fact is not None and len(fact.origins) == 1:
            origin = next(iter(fact.origins))
            if origin.kind == PARAM and origin.position == position and origin.expr == name:
                positions.append(position)
    return tuple(positions)


def always_leaves(body: list[ast.stmt]) -> bool:
    """Whether BODY ends by returning or raising: what follows its `if` runs only when the test was false."""
    return bool(body) and isinstance(body[-1], (ast.Return, ast.Raise))
