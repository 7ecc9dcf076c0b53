"""What a function promises its caller by returning: that it checked an argument, or that it never returns.

Owns three facts of a function's summary, read where the function is called:

- **Checks** (`Summary.checks`): a validator that raises, or aborts, unless its argument passes a check

      def validate_tree_id(tree_id):
          if not TREE_ID_REGEX.match(tree_id):
              abort_with_message(422, "Invalid tree ID")

  returns only with `tree_id` checked. A parameter is checked when, at every normal exit (each `return` and
  the end of the body), it still holds what the caller gave (its name never assigned) and the engine's own
  guards left it vouched for (a format, allowlist, containment, host or type check). Past a call of the
  function, the caller's name given there is checked in the same way (taint_expr `call_result`), and the
  step cites the call, a line of the caller's own file. A function with an exit where the argument is
  unchecked (`return False` on a failed match) promises nothing: it is a predicate, which the caller's own
  `if` must test.

- **Vouches** (`Summary.vouches`): a predicate whose every true result is returned with the parameter checked

      def is_slug(name):
          return SLUG.fullmatch(name) is not None

  checks what its caller's `if is_slug(name):` (or `if not is_slug(name): abort(400)`) lets through: where the
  test holds, the name given is checked, the call cited (taint_engine `_narrow_call`). A false result tells
  nothing, and a function with no true result (or one returning a value that is no test, `return path`) vouches
  for nothing.

- **Never returns** (`Summary.never_returns`): a plain function whose body ends in `raise` or in a call that
  never returns (`abort(...)`, `sys.exit(...)`), with no `return` anywhere, or one annotated `NoReturn` or
  `Never` (`def abort_with_message(...) -> NoReturn`). A call of one as a statement ends the caller's path, as
  `abort()` does: `if not RX.match(x): abort_with_message(422)` then leaves X checked after the `if`. The test
  is the function's own text, not the engine's walk of it, so a loop or a `try` the engine reads loosely cannot
  make live code look unreachable. A method is taken at its word only when annotated: a subclass may override
  one that merely raises (`raise NotImplementedError`).
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterable

from agent_providers.builtin.taint_facts import PARAM, UNTRUSTED, Fact
from agent_providers.builtin.taint_scope import dotted_name

# Calls that end the program or the request: Flask/Werkzeug's abort, sys.exit and the builtins' exits.
NO_RETURN = frozenset({"abort", "flask.abort", "sys.exit", "exit", "quit", "os._exit"})
_NO_RETURN_TYPES = frozenset({"NoReturn", "Never"})
_NESTED = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)


def checked_parameters(params: list[str], exits: Iterable[dict[str, Fact]]) -> frozenset[int]:
    """The positions of PARAMS that every normal exit in EXITS (each a parameter -> fact snapshot) holds checked:
    vouched for by a guard, never assigned. No exits (a function that always raises) promises nothing."""
    snapshots = list(exits)
    if not snapshots:
        return frozenset()
    return frozenset(position for position, name in enumerate(params)
                     if all(_vouched(snapshot.get(name)) for snapshot in snapshots))


def _vouched(fact: Fact | None) -> bool:
    # A guard replaces the fact with a safe one carrying its step and the old definitions (mark_checked): no
    # origin left, and no assignment line, which a local rebinding (`x = x.strip()`) would have added.
    return fact is not None and fact.safe and fact.sanitiser is not None and not fact.defs \
        and not fact.of_kind(PARAM) and not fact.of_kind(UNTRUSTED)


def never_returns(node: ast.FunctionDef | ast.AsyncFunctionDef, is_method: bool,
                  canonical: Callable[[ast.expr], str | None]) -> bool:
    """Whether the function NODE can only leave by raising (see the module docstring). CANONICAL resolves a
    callee's name as the function's module imports it."""
    returns = node.returns
    if returns is not None and (dotted_name(returns) or "").rsplit(".", 1)[-1] in _NO_RETURN_TYPES:
        return True
    if is_method or not node.body or _returns_or_yields(node):
        return False
    last = node.body[-1]
    if isinstance(last, ast.Raise):
        return True
    return isinstance(last, ast.Expr) and isinstance(last.value, ast.Call) and canonical(last.value.func) in NO_RETURN


def _returns_or_yields(node: ast.AST) -> bool:
    pending = list(ast.iter_child_nodes(node))
    while pending:
        child = pending.pop()
        if isinstance(child, (ast.Return, ast.Yield, ast.YieldFrom)):
            return True
        if not isinstance(child, _NESTED):
            pending.extend(ast.iter_child_nodes(child))
    return False
